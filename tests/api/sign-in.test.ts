import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { POST as login } from '@/app/105/api/login/route';
import { POST as logout } from '@/app/105/api/logout/route';
import { POST as register } from '@/app/105/api/user/register/route';
import { GET as userFos } from '@/app/105/api/user/fos/route';
import { GET as getUser } from '@/app/105/api/user/route';
import { GET as listSts } from '@/app/105/api/sts/route';
import { GET as fosExists } from '@/app/105/api/fos/exists/route';
import { POST as sendAuth } from '@/app/105/api/fos/send/auth/route';
import { getDb } from '@/lib/server/db/client';
import { authTokens, users } from '@/lib/server/db/schema';
import { call, sessionFor, type TestAuth } from './support/call';
import { signUp, uniqueSts } from './support/users';
import { lastMailTo, uniqueEmail } from './support/mail';
import { registerAndConfirm } from './support/accounts';

const PASSWORD = 'верный-пароль-2026';

async function registered(email = uniqueEmail()): Promise<{ auth: TestAuth; email: string; sts: string }> {
  const sts = uniqueSts();
  const auth = await registerAndConfirm(await signUp({ sts }), email, PASSWORD);
  return { auth, email, sts };
}

describe('registration', () => {
  it('turns the anonymous account into a registered one, keeping its certificates', async () => {
    const { auth, email, sts } = await registered();
    const fos = await call(userFos, 'user/fos', { auth });
    expect(fos.json.fos).toEqual({ email, registered: true, userType: 1 });
    const signedIn = await call(login, 'login', { body: { _username: email.toUpperCase(), _password: PASSWORD } });
    expect(signedIn.json.userId).toBe(Number(auth.userId));
    const fresh = sessionFor(signedIn.json.userId, signedIn.json.salt);
    expect((await call(listSts, 'sts', { auth: fresh })).json.sts[0].sts).toBe(sts);
  });

  it('takes an address with a Cyrillic domain, in either spelling, as one account', async () => {
    const local = uniqueEmail().split('@')[0]!;
    const { auth } = await registered(`${local}@xn--e1afmkfd.xn--p1ai`);
    const fos = await call(userFos, 'user/fos', { auth });
    expect(fos.json.fos.email).toBe(`${local}@пример.рф`);
    const signedIn = await call(login, 'login', { body: { _username: `${local}@ПРИМЕР.РФ`, _password: PASSWORD } });
    expect(signedIn.json.userId).toBe(Number(auth.userId));
    expect((await call(fosExists, 'fos/exists', { query: { email: `${local}@xn--e1afmkfd.xn--p1ai` } })).json.exists).toBe(true);
    // Registering the other spelling is registering the same address: its owner gets the «in use» notice.
    await call(register, 'user/register', { auth: await signUp(), body: { email: `${local}@пример.рф` } });
    const inUse = await lastMailTo(`${local}@пример.рф`);
    expect(inUse?.text).toContain('/login/link?token=');
    expect(inUse?.text).not.toContain('/login/verify');
  });

  it('stores an Argon2id hash, never the password', async () => {
    const { auth } = await registered();
    const db = await getDb();
    const [row] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, Number(auth.userId)));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    expect(row!.hash).not.toContain(PASSWORD);
  });

  it('refuses a bad e-mail, a short password and a second registration', async () => {
    const anon = await signUp();
    const noAt = await call(register, 'user/register', {
      auth: anon,
      body: { 'fos_user_registration_form[email]': 'mail.ru', 'fos_user_registration_form[plainPassword]': PASSWORD },
    });
    expect(noAt.json.error.errorDesc).toBe('Введите e-mail');
    const short = await call(register, 'user/register', {
      auth: anon,
      body: { 'fos_user_registration_form[email]': uniqueEmail(), 'fos_user_registration_form[plainPassword]': '1234567' },
    });
    expect(short.json.error.errorDesc).toBe('Пароль — не короче 8 символов');
    const { auth } = await registered();
    const again = await call(register, 'user/register', {
      auth,
      body: { 'fos_user_registration_form[email]': uniqueEmail(), 'fos_user_registration_form[plainPassword]': PASSWORD },
    });
    expect(again.json.error.code).toBe('already_registered');
    expect((await call(getUser, 'user', { auth: anon })).json.user.email).toBeNull();
  });
});

describe('sign-in with a password', () => {
  it('gives the exact messages for empty fields and wrong credentials', async () => {
    const { email } = await registered();
    expect((await call(login, 'login', { body: { _username: '', _password: 'x' } })).json.error.errorDesc).toBe(
      'Вы забыли ввести e-mail',
    );
    expect((await call(login, 'login', { body: { _username: email, _password: '' } })).json.error.errorDesc).toBe(
      'Вы забыли ввести пароль',
    );
    const wrong = await call(login, 'login', { body: { _username: email, _password: 'не тот пароль' } });
    expect(wrong.http).toBe(401);
    expect(wrong.json.error.errorDesc).toBe('Неправильный логин или пароль');
    const unknown = await call(login, 'login', { body: { _username: uniqueEmail(), _password: PASSWORD } });
    expect(unknown.json.error.errorDesc).toBe('Неправильный логин или пароль');
  });

  it('limits attempts per account and address: the 11th in 15 minutes gets 429 even with the right password', async () => {
    const { email } = await registered();
    for (let i = 0; i < 10; i++) {
      const res = await call(login, 'login', {
        body: { _username: email, _password: `wrong-${i}` },
        headers: { 'x-forwarded-for': '10.0.0.1' },
      });
      expect(res.http).toBe(401);
    }
    const blocked = await call(login, 'login', {
      body: { _username: email, _password: PASSWORD },
      headers: { 'x-forwarded-for': '10.0.0.1' },
    });
    expect(blocked.http).toBe(429);
    expect(blocked.json.error.errorDesc).toMatch(/^Слишком много попыток\. Попробуйте через 1[45] минут$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('gives each sign-in its own salt and ends only this one on logout', async () => {
    const { email, auth } = await registered();
    const second = await call(login, 'login', { body: { _username: email, _password: PASSWORD } });
    const other = sessionFor(second.json.userId, second.json.salt);
    expect(second.json.salt).not.toBe(auth.salt);
    expect((await call(logout, 'logout', { auth: other, method: 'POST' })).json.status).toBe('ok');
    expect((await call(getUser, 'user', { auth: other })).http).toBe(401);
    expect((await call(getUser, 'user', { auth })).http).toBe(200);
  });
});

describe('sign-in by e-mail link', () => {
  it('mails a single-use link that signs in to the same account with its documents', async () => {
    const { email, auth, sts } = await registered();
    const sent = await call(sendAuth, 'fos/send/auth', { body: { email, type: 'fine', isLegalEntity: 0 } });
    expect(sent.json).toEqual({ status: 'ok', sent: true });
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Вход в сервис «Штрафы»');
    expect(mail?.text).toContain('http://localhost:3000/login/link?token=');
    expect(mail?.html).toContain('Войти');
    const first = await call(login, 'login', { body: { _token: mail!.token! } });
    expect(first.json.userId).toBe(Number(auth.userId));
    const list = await call(listSts, 'sts', { auth: sessionFor(first.json.userId, first.json.salt) });
    expect(list.json.sts[0].sts).toBe(sts);
    const reused = await call(login, 'login', { body: { _token: mail!.token! } });
    expect(reused.http).toBe(400);
    expect(reused.json.error.code).toBe('bad_token');
  });

  it('refuses an expired link and a link of another purpose', async () => {
    const { email } = await registered();
    await call(sendAuth, 'fos/send/auth', { body: { email } });
    const mail = await lastMailTo(email);
    const db = await getDb();
    await db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await call(login, 'login', { body: { _token: mail!.token! } })).http).toBe(400);
    expect((await call(login, 'login', { body: { _token: 'A'.repeat(43) } })).http).toBe(400);
  });

  it('answers the same for an unknown e-mail (a new account is created) and limits mails per e-mail', async () => {
    const email = uniqueEmail();
    const first = await call(sendAuth, 'fos/send/auth', { body: { email, isLegalEntity: 1 } });
    expect(first.json).toEqual({ status: 'ok', sent: true });
    const signed = await call(login, 'login', { body: { _token: (await lastMailTo(email))!.token! } });
    expect(signed.json.userType).toBe(3);
    await call(sendAuth, 'fos/send/auth', { body: { email }, headers: { 'x-forwarded-for': '10.1.0.1' } });
    await call(sendAuth, 'fos/send/auth', { body: { email }, headers: { 'x-forwarded-for': '10.1.0.2' } });
    const fourth = await call(sendAuth, 'fos/send/auth', { body: { email }, headers: { 'x-forwarded-for': '10.1.0.3' } });
    expect(fourth.http).toBe(429);
    expect(fourth.json.error.errorDesc).toMatch(
      /^На этот адрес недавно отправлено несколько писем\. Следующее можно отправить через 1[45] минут$/,
    );
  });

  it('says whether an e-mail exists, at most 20 times per address in 15 minutes', async () => {
    const { email } = await registered();
    expect((await call(fosExists, 'fos/exists', { query: { email } })).json.exists).toBe(true);
    expect((await call(fosExists, 'fos/exists', { query: { email: uniqueEmail() } })).json.exists).toBe(false);
    let last;
    for (let i = 0; i < 19; i++) last = await call(fosExists, 'fos/exists', { query: { email: uniqueEmail() } });
    expect(last!.http).toBe(429);
  });

  it('does not let one user’s link sign in as another', async () => {
    const alice = await registered();
    const bob = await registered();
    await call(sendAuth, 'fos/send/auth', { body: { email: bob.email } });
    const res = await call(login, 'login', { body: { _token: (await lastMailTo(bob.email))!.token! } });
    expect(res.json.userId).toBe(Number(bob.auth.userId));
    expect(res.json.userId).not.toBe(Number(alice.auth.userId));
  });
});
