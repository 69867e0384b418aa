import { describe, expect, it } from 'vitest';
import { POST as register } from '@/app/105/api/user/register/route';
import { POST as setEmail } from '@/app/105/api/user/email/route';
import { POST as confirm } from '@/app/105/api/fos/register/confirm/route';
import { POST as login } from '@/app/105/api/login/route';
import { POST as sendAuth } from '@/app/105/api/fos/send/auth/route';
import { GET as fosExists } from '@/app/105/api/fos/exists/route';
import { GET as getUser } from '@/app/105/api/user/route';
import { GET as listSts, POST as addSts } from '@/app/105/api/sts/route';
import { call, sessionFor, type TestAuth } from './support/call';
import { signUp, uniqueSts } from './support/users';
import { lastMailTo, uniqueEmail } from './support/mail';
import { confirmationToken, registerAndConfirm } from './support/accounts';

const ATTACKER_PASSWORD = 'пароль-злоумышленника';
const OWNER_PASSWORD = 'пароль-владельца-1';

/** The owner signs in by a link mailed to their address, as the README offers. */
async function ownerSignsInByLink(email: string): Promise<TestAuth> {
  expect((await call(sendAuth, 'fos/send/auth', { body: { email } })).json.status).toBe('ok');
  const signed = await call(login, 'login', { body: { _token: (await lastMailTo(email))!.token! } });
  expect(signed.json.status, JSON.stringify(signed.json)).toBe('ok');
  return sessionFor(signed.json.userId, signed.json.salt);
}

describe('an unproven claim is never a sign-in identity', () => {
  it('register: the attacker cannot sign in by the address, and the owner’s link opens a fresh account', async () => {
    const victim = uniqueEmail();
    const attacker = await signUp({ sts: uniqueSts() });
    const claimed = await call(register, 'user/register', {
      auth: attacker,
      body: { 'fos_user_registration_form[email]': victim, 'fos_user_registration_form[plainPassword]': ATTACKER_PASSWORD },
    });
    expect(claimed.json.status).toBe('ok');
    const attackerToken = await confirmationToken(victim);
    expect((await call(login, 'login', { body: { _username: victim, _password: ATTACKER_PASSWORD } })).http).toBe(401);
    expect((await call(fosExists, 'fos/exists', { query: { email: victim } })).json.exists).toBe(false);

    const owner = await ownerSignsInByLink(victim);
    expect(owner.userId).not.toBe(attacker.userId);
    const ownerSts = uniqueSts();
    expect((await call(addSts, 'sts', { auth: owner, body: { sts: ownerSts } })).json.status).toBe('ok');

    // The attacker's session sees only its own anonymous account: not the address, not the owner's data.
    const seen = await call(getUser, 'user', { auth: attacker });
    expect(seen.json.user).toMatchObject({ email: null, pendingEmail: null, registered: false });
    const attackerList = (await call(listSts, 'sts', { auth: attacker })).json.sts.map((s: { sts: string }) => s.sts);
    expect(attackerList).not.toContain(ownerSts);
    // Its confirmation link died with the owner's proof, and its password opens nothing.
    expect(
      (await call(confirm, 'fos/register/confirm', { body: { token: attackerToken, password: ATTACKER_PASSWORD } })).http,
    ).toBe(400);
    expect((await call(login, 'login', { body: { _username: victim, _password: ATTACKER_PASSWORD } })).http).toBe(401);
    expect((await call(getUser, 'user', { auth: owner })).json.user).toMatchObject({ email: victim, registered: true });
  });

  it('e-mail change: the claimed address does not sign in to the claiming account', async () => {
    const victim = uniqueEmail();
    const attacker = await signUp();
    expect((await call(setEmail, 'user/email', { auth: attacker, body: { email: victim } })).json.status).toBe('ok');
    expect((await call(getUser, 'user', { auth: attacker })).json.user.email).toBeNull();
    const owner = await ownerSignsInByLink(victim);
    expect(owner.userId).not.toBe(attacker.userId);
    expect((await call(getUser, 'user', { auth: attacker })).json.user).toMatchObject({ email: null, pendingEmail: null });
  });

  it('if the owner follows the attacker’s confirmation link, the attacker’s session and password stop working', async () => {
    const victim = uniqueEmail();
    const attacker = await signUp();
    await call(register, 'user/register', {
      auth: attacker,
      body: { 'fos_user_registration_form[email]': victim, 'fos_user_registration_form[plainPassword]': ATTACKER_PASSWORD },
    });
    const token = await confirmationToken(victim);
    // Following the link without knowing the attacker's password needs a new one.
    expect((await call(confirm, 'fos/register/confirm', { body: { token } })).json.error.code).toBe('password_required');
    const done = await call(confirm, 'fos/register/confirm', { body: { token, password: OWNER_PASSWORD } });
    expect(done.json.status).toBe('ok');
    expect((await call(getUser, 'user', { auth: attacker })).http).toBe(401);
    expect((await call(login, 'login', { body: { _username: victim, _password: ATTACKER_PASSWORD } })).http).toBe(401);
    expect((await call(login, 'login', { body: { _username: victim, _password: OWNER_PASSWORD } })).http).toBe(200);
  });
});

describe('no enumeration: the same answer for a taken and a free address', () => {
  /** The parts of an answer that must not depend on whether the address is taken. */
  const shape = (res: { http: number; json: { status: string; sent?: boolean; user?: Record<string, unknown> } }) => ({
    http: res.http,
    status: res.json.status,
    sent: res.json.sent,
    user: res.json.user && { email: res.json.user.email, registered: res.json.user.registered, keys: Object.keys(res.json.user) },
  });

  it('register and e-mail change answer alike; only the owner’s mailbox learns the address is in use', async () => {
    const taken = uniqueEmail();
    const owner = await registerAndConfirm(await signUp(), taken, OWNER_PASSWORD);
    const free = uniqueEmail();

    const onTaken = await call(register, 'user/register', { auth: await signUp(), body: { email: taken } });
    const onFree = await call(register, 'user/register', { auth: await signUp(), body: { email: free } });
    expect(shape(onTaken)).toEqual(shape(onFree));
    expect(onTaken.json.user.pendingEmail).toBe(taken);

    const inUse = await lastMailTo(taken);
    expect(inUse?.text).toContain('/login/link?token=');
    expect(inUse?.text).not.toContain('/login/verify');
    expect((await lastMailTo(free))?.text).toContain('/login/verify?token=');
    // The notice's link signs the owner in to their own account.
    expect((await call(login, 'login', { body: { _token: inUse!.token! } })).json.userId).toBe(Number(owner.userId));

    const changeTaken = await call(setEmail, 'user/email', { auth: await signUp(), body: { email: taken } });
    const changeFree = await call(setEmail, 'user/email', { auth: await signUp(), body: { email: uniqueEmail() } });
    expect(shape(changeTaken)).toEqual(shape(changeFree));
  });

  it('limits claims per account: the 6th in an hour gets 429', async () => {
    const auth = await signUp();
    for (let i = 0; i < 5; i++) {
      expect((await call(register, 'user/register', { auth, body: { email: uniqueEmail() } })).http).toBe(200);
    }
    const blocked = await call(register, 'user/register', { auth, body: { email: uniqueEmail() } });
    expect(blocked.http).toBe(429);
    expect(blocked.json.error.errorDesc).toMatch(/^Слишком много попыток\. Попробуйте через (минуту|час|\d+ (минут|час)\S*)$/);
  });
});
