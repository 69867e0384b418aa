import { describe, expect, it } from 'vitest';
import { POST as register } from '@/app/105/api/user/register/route';
import { POST as confirm } from '@/app/105/api/fos/register/confirm/route';
import { POST as login } from '@/app/105/api/login/route';
import { POST as sendAuth } from '@/app/105/api/fos/send/auth/route';
import { GET as getUser } from '@/app/105/api/user/route';
import { GET as listSts } from '@/app/105/api/sts/route';
import { call, sessionFor } from './support/call';
import { signUp, uniqueSts } from './support/users';
import { lastMailTo, uniqueEmail } from './support/mail';
import { confirmationToken } from './support/accounts';

const PASSWORD = 'пароль-из-письма-1';

describe('registration with the e-mail alone (spec §7)', () => {
  it('creates the claim, mails a confirmation link, and the link confirms the address and sets a password', async () => {
    const sts = uniqueSts();
    const auth = await signUp({ sts });
    const email = uniqueEmail();
    const res = await call(register, 'user/register', { auth, body: { 'fos_user_registration_form[email]': email } });
    expect(res.http).toBe(200);
    expect(res.json).toMatchObject({ status: 'ok', sent: true, user: { email: null, pendingEmail: email, registered: false } });

    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Подтвердите e-mail в сервисе «Штрафы»');
    expect(mail?.text).toContain('http://localhost:3000/login/verify?token=');
    // Before the confirmation the address signs in to nothing.
    expect((await call(login, 'login', { body: { _username: email, _password: PASSWORD } })).http).toBe(401);

    const done = await call(confirm, 'fos/register/confirm', { body: { token: mail!.token!, password: PASSWORD } });
    expect(done.json).toMatchObject({ status: 'ok', userId: Number(auth.userId), userType: 1, hasPassword: true });
    const fresh = sessionFor(done.json.userId, done.json.salt);
    expect((await call(getUser, 'user', { auth: fresh })).json.user).toMatchObject({
      email,
      pendingEmail: null,
      registered: true,
    });
    expect((await call(listSts, 'sts', { auth: fresh })).json.sts[0].sts).toBe(sts);
    const signedIn = await call(login, 'login', { body: { _username: email, _password: PASSWORD } });
    expect(signedIn.json.userId).toBe(Number(auth.userId));
    // Single use.
    expect((await call(confirm, 'fos/register/confirm', { body: { token: mail!.token! } })).json.error.code).toBe('bad_token');
  });

  it('accepts the plain field name, and a confirmation without a password leaves sign-in by link only', async () => {
    const auth = await signUp();
    const email = uniqueEmail();
    expect((await call(register, 'user/register', { auth, body: { email } })).json.status).toBe('ok');
    const done = await call(confirm, 'fos/register/confirm', { body: { token: await confirmationToken(email) } });
    expect(done.json).toMatchObject({ status: 'ok', hasPassword: false });
    expect((await call(login, 'login', { body: { _username: email, _password: PASSWORD } })).http).toBe(401);
    await call(sendAuth, 'fos/send/auth', { body: { email } });
    const byLink = await call(login, 'login', { body: { _token: (await lastMailTo(email))!.token! } });
    expect(byLink.json.userId).toBe(Number(auth.userId));
  });

  it('still accepts a password with the form; the link then asks for it again or a new one', async () => {
    const auth = await signUp();
    const email = uniqueEmail();
    const res = await call(register, 'user/register', {
      auth,
      body: { 'fos_user_registration_form[email]': email, 'fos_user_registration_form[plainPassword]': PASSWORD },
    });
    expect(res.json.status).toBe('ok');
    const token = await confirmationToken(email);
    const bare = await call(confirm, 'fos/register/confirm', { body: { token } });
    expect(bare.http).toBe(400);
    expect(bare.json.error).toMatchObject({
      code: 'password_required',
      fields: { password: 'Введите пароль, который вы указали при регистрации, или придумайте новый' },
    });
    // The refusal did not use the token up.
    const done = await call(confirm, 'fos/register/confirm', { body: { token, password: PASSWORD } });
    expect(done.json).toMatchObject({ status: 'ok', hasPassword: true });
    expect((await call(login, 'login', { body: { _username: email, _password: PASSWORD } })).json.userId).toBe(
      Number(auth.userId),
    );
  });

  it('refuses a short password and a bad e-mail in Russian, and a used or unknown link', async () => {
    const auth = await signUp();
    const short = await call(register, 'user/register', {
      auth,
      body: { 'fos_user_registration_form[email]': uniqueEmail(), 'fos_user_registration_form[plainPassword]': '1234567' },
    });
    expect(short.json.error.errorDesc).toBe('Пароль — не короче 8 символов');
    const empty = await call(register, 'user/register', { auth, body: { 'fos_user_registration_form[email]': '' } });
    expect(empty.json.error.errorDesc).toBe('Введите e-mail');
    const unknown = await call(confirm, 'fos/register/confirm', { body: { token: 'A'.repeat(43) } });
    expect(unknown.http).toBe(400);
    expect(unknown.json.error.errorDesc).toBe('Ссылка для подтверждения устарела или уже использована. Запросите новую');
  });

  it('a newer claim voids the earlier confirmation link', async () => {
    const auth = await signUp();
    const first = uniqueEmail();
    await call(register, 'user/register', { auth, body: { email: first } });
    const firstToken = await confirmationToken(first);
    const second = uniqueEmail();
    await call(register, 'user/register', { auth, body: { email: second } });
    expect((await call(confirm, 'fos/register/confirm', { body: { token: firstToken } })).json.error.code).toBe('bad_token');
    const done = await call(confirm, 'fos/register/confirm', { body: { token: await confirmationToken(second) } });
    expect(done.json.status).toBe('ok');
  });
});
