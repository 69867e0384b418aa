import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/105/api/login/route';
import { POST as resetRequest } from '@/app/105/api/fos/reset/request/route';
import { POST as resetConfirm } from '@/app/105/api/fos/reset/confirm/route';
import { POST as sendAuth } from '@/app/105/api/fos/send/auth/route';
import { POST as changePassword } from '@/app/105/api/user/password/route';
import { POST as setGender } from '@/app/105/api/user/gender/route';
import { POST as setEmail } from '@/app/105/api/user/email/route';
import { POST as setType } from '@/app/105/api/user/type/route';
import { GET as getUser } from '@/app/105/api/user/route';
import { call, sessionFor, type TestAuth } from './support/call';
import { signUp } from './support/users';
import { lastMailTo, uniqueEmail } from './support/mail';
import { registerAndConfirm } from './support/accounts';

const PASSWORD = 'старый-пароль-1';

async function registered(): Promise<{ auth: TestAuth; email: string }> {
  const email = uniqueEmail();
  return { auth: await registerAndConfirm(await signUp(), email, PASSWORD), email };
}

describe('password reset', () => {
  it('mails a link that sets a new password once, ends old sessions and signs in', async () => {
    const { auth, email } = await registered();
    expect((await call(resetRequest, 'fos/reset/request', { body: { username: email } })).json).toEqual({
      status: 'ok',
      sent: true,
    });
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Восстановление пароля в сервисе «Штрафы»');
    expect(mail?.text).toContain('/login/reset?token=');

    const done = await call(resetConfirm, 'fos/reset/confirm', { body: { token: mail!.token!, newPassword: 'новый-пароль-2' } });
    expect(done.json.userId).toBe(Number(auth.userId));
    expect((await call(getUser, 'user', { auth: sessionFor(done.json.userId, done.json.salt) })).http).toBe(200);
    expect((await call(getUser, 'user', { auth })).http).toBe(401);
    expect((await call(login, 'login', { body: { _username: email, _password: PASSWORD } })).http).toBe(401);
    expect((await call(login, 'login', { body: { _username: email, _password: 'новый-пароль-2' } })).http).toBe(200);
    const reused = await call(resetConfirm, 'fos/reset/confirm', {
      body: { token: mail!.token!, newPassword: 'третий-пароль-3' },
    });
    expect(reused.http).toBe(400);
    expect(reused.json.error.code).toBe('bad_token');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail();
    expect((await call(resetRequest, 'fos/reset/request', { body: { username: email } })).json).toEqual({
      status: 'ok',
      sent: true,
    });
    expect(await lastMailTo(email)).toBeUndefined();
  });

  it('voids earlier sign-in links when the password changes', async () => {
    const { email } = await registered();
    await call(sendAuth, 'fos/send/auth', { body: { email } });
    const link = (await lastMailTo(email))!.token!;
    await call(resetRequest, 'fos/reset/request', { body: { username: email } });
    const reset = (await lastMailTo(email))!.token!;
    await new Promise((r) => setTimeout(r, 5)); // the change must be later than the link's issue time
    await call(resetConfirm, 'fos/reset/confirm', { body: { token: reset, newPassword: 'новый-пароль-2' } });
    expect((await call(login, 'login', { body: { _token: link } })).http).toBe(400);
  });

  it('refuses a short new password without using the token', async () => {
    const { email } = await registered();
    await call(resetRequest, 'fos/reset/request', { body: { username: email } });
    const token = (await lastMailTo(email))!.token!;
    const short = await call(resetConfirm, 'fos/reset/confirm', { body: { token, newPassword: 'short' } });
    expect(short.json.error.errorDesc).toBe('Пароль — не короче 8 символов');
    expect((await call(resetConfirm, 'fos/reset/confirm', { body: { token, newPassword: 'длинный-пароль' } })).http).toBe(200);
  });
});

describe('account settings', () => {
  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const { auth, email } = await registered();
    const other = await call(login, 'login', { body: { _username: email, _password: PASSWORD } });
    const otherAuth = sessionFor(other.json.userId, other.json.salt);
    const mismatch = await call(changePassword, 'user/password', {
      auth,
      body: { oldPass: PASSWORD, newPass: 'новый-пароль-2', confirmPass: 'другой' },
    });
    expect(mismatch.json.error).toMatchObject({
      errorDesc: 'Пароли не совпадают',
      fields: { confirmPass: 'Пароли не совпадают' },
    });
    const wrong = await call(changePassword, 'user/password', {
      auth,
      body: { oldPass: 'неверный', newPass: 'новый-пароль-2', confirmPass: 'новый-пароль-2' },
    });
    expect(wrong.json.error.errorDesc).toBe('Текущий пароль введён неверно');
    const ok = await call(changePassword, 'user/password', {
      auth,
      body: { oldPass: PASSWORD, newPass: 'новый-пароль-2', confirmPass: 'новый-пароль-2' },
    });
    expect(ok.json.status).toBe('ok');
    expect((await call(getUser, 'user', { auth })).http).toBe(200);
    expect((await call(getUser, 'user', { auth: otherAuth })).http).toBe(401);
  });

  it('sets gender and user type, and asks for the password to change the e-mail', async () => {
    const { auth, email: oldEmail } = await registered();
    await call(setGender, 'user/gender', { auth, body: { gender: 'f' } });
    await call(setType, 'user/type', { auth, body: { type: 3 } });
    expect((await call(setType, 'user/type', { auth, body: { type: 2 } })).json.error.errorDesc).toBe(
      'Тип пользователя: 1 или 3',
    );
    const email = uniqueEmail();
    expect((await call(setEmail, 'user/email', { auth, body: { email } })).json.error.errorDesc).toBe('Введите текущий пароль');
    const changed = await call(setEmail, 'user/email', { auth, body: { email, password: PASSWORD } });
    expect(changed.json).toMatchObject({ status: 'ok', sent: true, user: { email: oldEmail, pendingEmail: email } });
    // Until the new address is confirmed, the old one signs in.
    expect((await call(getUser, 'user', { auth })).json.user).toMatchObject({ gender: 'f', userType: 3, email: oldEmail });
    expect((await call(login, 'login', { body: { _username: oldEmail, _password: PASSWORD } })).http).toBe(200);
    expect((await call(login, 'login', { body: { _username: email, _password: PASSWORD } })).http).toBe(401);
  });
});

describe('passwords in Unicode', () => {
  it('signs in with «ё» typed as one character when the password was set with «е» and a combining diaeresis, and back', async () => {
    const decomposed = 'зелёный-пароль-1'.normalize('NFD');
    expect(decomposed).not.toBe(decomposed.normalize('NFC'));
    const email = uniqueEmail();
    await registerAndConfirm(await signUp(), email, decomposed);
    const composed = await call(login, 'login', { body: { _username: email, _password: decomposed.normalize('NFC') } });
    expect(composed.json.status, JSON.stringify(composed.json)).toBe('ok');
    expect((await call(login, 'login', { body: { _username: email, _password: decomposed } })).json.status).toBe('ok');
    expect((await call(login, 'login', { body: { _username: email, _password: 'зеленый-пароль-1' } })).json.status).toBe('error');
  });
});
