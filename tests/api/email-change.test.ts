import { describe, expect, it } from 'vitest';
import { POST as setEmail } from '@/app/105/api/user/email/route';
import { POST as agree } from '@/app/105/api/fos/email/change/route';
import { POST as confirm } from '@/app/105/api/fos/register/confirm/route';
import { POST as login } from '@/app/105/api/login/route';
import { POST as sendAuth } from '@/app/105/api/fos/send/auth/route';
import { POST as resetRequest } from '@/app/105/api/fos/reset/request/route';
import { POST as resetConfirm } from '@/app/105/api/fos/reset/confirm/route';
import { RATE } from '@/lib/server/accounts/limits';
import { addressClaimContext } from '@/lib/server/accounts/page-auth';
import { GET as getUser } from '@/app/105/api/user/route';
import { call, sessionFor, type TestAuth } from './support/call';
import { signUp } from './support/users';
import { lastMailTo, uniqueEmail } from './support/mail';
import { confirmationToken, registerAndConfirm } from './support/accounts';

/** An account made by a sign-in link: it has a sign-in e-mail and no password. */
async function linkOnlyAccount(email: string): Promise<TestAuth> {
  expect((await call(sendAuth, 'fos/send/auth', { body: { email } })).json.status).toBe('ok');
  const signed = await call(login, 'login', { body: { _token: (await lastMailTo(email))!.token! } });
  expect(signed.json.status, JSON.stringify(signed.json)).toBe('ok');
  return sessionFor(signed.json.userId, signed.json.salt);
}

/** The token of the newest mail to `email`, which must be a `/login/change-email` link. */
async function changeToken(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  expect(mail?.text, `change mail to ${email}`).toContain('/login/change-email?token=');
  return mail!.token!;
}

describe('a session alone cannot move a password-less account to another e-mail', () => {
  it('the current address is asked first; nothing reaches the new one, and the account keeps its e-mail', async () => {
    const owner = uniqueEmail();
    const thief = uniqueEmail();
    const stolen = await linkOnlyAccount(owner);

    const asked = await call(setEmail, 'user/email', { auth: stolen, body: { email: thief } });
    expect(asked.json).toMatchObject({ status: 'ok', sent: true, sentTo: 'current' });
    expect(await lastMailTo(thief)).toBeUndefined();
    const mail = await lastMailTo(owner);
    expect(mail?.subject).toBe('Смена e-mail для входа в сервис «Штрафы»');
    expect(mail?.text).toContain(thief);
    expect((await call(getUser, 'user', { auth: stolen })).json.user).toMatchObject({ email: owner, pendingEmail: null });
    // Without the owner's mailbox there is no token to agree with.
    const forged = await call(agree, 'fos/email/change', { body: { token: 'x'.repeat(43) } });
    expect(forged.http).toBe(400);
    expect(forged.json.error.code).toBe('bad_token');
    expect((await call(getUser, 'user', { auth: stolen })).json.user).toMatchObject({ email: owner, pendingEmail: null });
  });

  it('the owner agrees once by the mailed link, then confirms the new address, which becomes the sign-in e-mail', async () => {
    const before = uniqueEmail();
    const after = uniqueEmail();
    const auth = await linkOnlyAccount(before);
    expect((await call(setEmail, 'user/email', { auth, body: { email: after } })).json.sentTo).toBe('current');
    const token = await changeToken(before);

    const agreed = await call(agree, 'fos/email/change', { body: { token } });
    expect(agreed.json, JSON.stringify(agreed.json)).toMatchObject({ status: 'ok', email: after, sent: true });
    expect((await call(getUser, 'user', { auth })).json.user).toMatchObject({ email: before, pendingEmail: after });
    // Single use.
    expect((await call(agree, 'fos/email/change', { body: { token } })).json.error.code).toBe('bad_token');

    const done = await call(confirm, 'fos/register/confirm', { body: { token: await confirmationToken(after) } });
    expect(done.json.status, JSON.stringify(done.json)).toBe('ok');
    const signedIn = sessionFor(done.json.userId, done.json.salt);
    expect((await call(getUser, 'user', { auth: signedIn })).json.user).toMatchObject({ email: after, pendingEmail: null });
  });

  it('a newer request voids the earlier link, and a link of another kind is refused', async () => {
    const current = uniqueEmail();
    const auth = await linkOnlyAccount(current);
    await call(setEmail, 'user/email', { auth, body: { email: uniqueEmail() } });
    const first = await changeToken(current);
    await call(setEmail, 'user/email', { auth, body: { email: uniqueEmail() } });
    expect((await call(agree, 'fos/email/change', { body: { token: first } })).json.error.code).toBe('bad_token');

    const signInLink = uniqueEmail();
    await call(sendAuth, 'fos/send/auth', { body: { email: signInLink } });
    const wrongKind = await call(agree, 'fos/email/change', { body: { token: (await lastMailTo(signInLink))!.token! } });
    expect(wrongKind.json.error.code).toBe('bad_token');
  });

  it('a consent token opens nothing else (no confirmation, no sign-in), and a password set since voids it', async () => {
    const current = uniqueEmail();
    const auth = await linkOnlyAccount(current);
    await call(setEmail, 'user/email', { auth, body: { email: uniqueEmail() } });
    const token = await changeToken(current);
    expect((await call(confirm, 'fos/register/confirm', { body: { token } })).json.error.code).toBe('bad_token');
    expect((await call(login, 'login', { body: { _token: token } })).json.error.code).toBe('bad_token');

    expect((await call(resetRequest, 'fos/reset/request', { body: { username: current } })).json.status).toBe('ok');
    const reset = await lastMailTo(current);
    expect(
      (await call(resetConfirm, 'fos/reset/confirm', { body: { token: reset!.token!, newPassword: 'новый-пароль-2026' } })).json
        .status,
    ).toBe('ok');
    expect((await call(agree, 'fos/email/change', { body: { token } })).json.error.code).toBe('bad_token');
  });

  it('refuses the account’s own address, and limits password guesses like a password change', async () => {
    const email = uniqueEmail();
    const auth = await linkOnlyAccount(email);
    const same = await call(setEmail, 'user/email', { auth, body: { email } });
    expect(same.http).toBe(400);
    expect(same.json.error.fields.email).toBe('Это и есть ваш e-mail для входа');

    const withPassword = await registerAndConfirm(await signUp(), uniqueEmail(), 'пароль-владельца-1');
    const answers: number[] = [];
    for (let i = 0; i <= RATE.signInPerAccount.limit; i++) {
      answers.push(
        (await call(setEmail, 'user/email', { auth: withPassword, body: { email: uniqueEmail(), password: `угадываю-${i}` } }))
          .http,
      );
    }
    expect(answers.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('asking again and again spends the current address’s mails, not the claims the owner’s consent needs', async () => {
    const current = uniqueEmail();
    const stolen = await linkOnlyAccount(current);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await call(setEmail, 'user/email', { auth: stolen, body: { email: uniqueEmail() } })).http);
    // Three mails in 15 minutes (the sign-in link was the first); then a refusal that counts nothing else.
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    const wanted = uniqueEmail();
    const owner = await call(agree, 'fos/email/change', { body: { token: await changeToken(current) } });
    expect(owner.json.status, JSON.stringify(owner.json)).toBe('ok');
    expect(owner.json.email).not.toBe(wanted);
  });

  it('an account with a password changes by the password alone, and one without an e-mail claims at once', async () => {
    const email = uniqueEmail();
    const withPassword = await registerAndConfirm(await signUp(), email, 'пароль-владельца-1');
    const next = uniqueEmail();
    const changed = await call(setEmail, 'user/email', {
      auth: withPassword,
      body: { email: next, password: 'пароль-владельца-1' },
    });
    expect(changed.json.sentTo).toBe('new');
    const changeLink = await confirmationToken(next);
    // Its page names the new address and asks for the password, not a registration's.
    expect(await addressClaimContext(changeLink)).toEqual({ email: next, change: true, hasPassword: true });

    const anonymous = await signUp();
    const claimed = uniqueEmail();
    expect((await call(setEmail, 'user/email', { auth: anonymous, body: { email: claimed } })).json.sentTo).toBe('new');
    const claimLink = await confirmationToken(claimed);
    expect(await addressClaimContext(claimLink)).toEqual({ email: claimed, change: false, hasPassword: false });
    expect(await addressClaimContext('x'.repeat(43))).toBeNull();
  });

  it('the new address’s link confirms a password account’s change only with that password: whoever holds a mistyped address cannot set one', async () => {
    const email = uniqueEmail();
    const owner = await registerAndConfirm(await signUp(), email, 'пароль-владельца-1');
    const mistyped = uniqueEmail();
    await call(setEmail, 'user/email', { auth: owner, body: { email: mistyped, password: 'пароль-владельца-1' } });
    const token = await confirmationToken(mistyped);

    const none = await call(confirm, 'fos/register/confirm', { body: { token } });
    expect(none.http).toBe(400);
    expect(none.json.error).toMatchObject({ code: 'bad_password', fields: { password: 'Введите текущий пароль' } });
    const taken = await call(confirm, 'fos/register/confirm', { body: { token, password: 'новый-пароль-чужака' } });
    expect(taken.http).toBe(400);
    expect(taken.json.error).toMatchObject({ code: 'bad_password', fields: { password: 'Текущий пароль введён неверно' } });
    // Nothing changed: the old address and password still sign in, the stranger's do not.
    expect((await call(login, 'login', { body: { _username: email, _password: 'пароль-владельца-1' } })).json.status).toBe('ok');
    expect((await call(login, 'login', { body: { _username: mistyped, _password: 'новый-пароль-чужака' } })).json.status).toBe(
      'error',
    );

    // The owner, with the password, completes the change on the same link (it stayed usable).
    const done = await call(confirm, 'fos/register/confirm', { body: { token, password: 'пароль-владельца-1' } });
    expect(done.json.status, JSON.stringify(done.json)).toBe('ok');
    expect((await call(login, 'login', { body: { _username: mistyped, _password: 'пароль-владельца-1' } })).json.status).toBe(
      'ok',
    );
  });

  it('a wrong current password on a change of e-mail is named as wrong, not as missing', async () => {
    const owner = await registerAndConfirm(await signUp(), uniqueEmail(), 'пароль-владельца-1');
    const wrong = await call(setEmail, 'user/email', { auth: owner, body: { email: uniqueEmail(), password: 'не-тот-пароль' } });
    expect(wrong.json.error.fields).toEqual({ password: 'Текущий пароль введён неверно' });
    const none = await call(setEmail, 'user/email', { auth: owner, body: { email: uniqueEmail() } });
    expect(none.json.error.fields).toEqual({ password: 'Введите текущий пароль' });
  });
});
