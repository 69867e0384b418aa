import { describe, expect, it } from 'vitest';
import { GET as getEmail, POST as setEmail } from '@/app/105/api/email/route';
import { POST as editEmail } from '@/app/105/api/email/edit/route';
import { GET as getUser } from '@/app/105/api/user/route';
import { MSG_DO_NOTIFY_INVALID } from '@/lib/validation/notify-email';
import { call, type TestAuth } from './support/call';
import { signUp } from './support/users';
import { lastMailTo, uniqueEmail } from './support/mail';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';

const read = async (auth: TestAuth) => (await call(getEmail, 'email', { auth })).json;
const set = (auth: TestAuth, body: Record<string, string | number>) => call(setEmail, 'email', { auth, body });
const edit = (auth: TestAuth, body: Record<string, string | number>) => call(editEmail, 'email/edit', { auth, body });

describe('notification e-mail', () => {
  it('says no link was mailed for an address stored before confirmations existed', async () => {
    const auth = await signUp();
    const address = uniqueEmail();
    const db = await getDb();
    await db
      .update(users)
      .set({ notifyEmail: address, doNotify: true })
      .where(eq(users.id, Number(auth.userId)));
    expect(await read(auth)).toEqual({
      status: 'ok',
      email: { email: address, doNotify: true, confirmed: false, confirmationSent: false },
    });
  });

  it('takes the account’s own sign-in e-mail as confirmed at once, with no mail; another address still needs its link', async () => {
    const auth = await signUp();
    const signInEmail = uniqueEmail();
    const db = await getDb();
    // A registered account: its sign-in e-mail was proven by the link mailed at registration.
    await db
      .update(users)
      .set({ email: signInEmail })
      .where(eq(users.id, Number(auth.userId)));
    const own = await set(auth, { email: signInEmail.toUpperCase(), doNotify: 1 });
    expect(own.json).toEqual({
      status: 'ok',
      email: { email: signInEmail, doNotify: true, confirmed: true, confirmationSent: false },
    });
    expect(await lastMailTo(signInEmail)).toBeUndefined();
    const other = uniqueEmail();
    expect((await set(auth, { email: other, doNotify: 1 })).json.email).toMatchObject({ email: other, confirmed: false });
    expect((await lastMailTo(other))?.token).toBeTruthy();
  });

  it('is null until set; set and edit store the address (lower-cased, unconfirmed) and the switch sent as 1 or 0', async () => {
    const auth = await signUp();
    expect(await read(auth)).toEqual({ status: 'ok', email: null });

    const address = uniqueEmail();
    const created = await set(auth, { email: `  ${address.toUpperCase()} `, doNotify: 1 });
    expect(created.json).toEqual({
      status: 'ok',
      email: { email: address, doNotify: true, confirmed: false, confirmationSent: true },
    });
    expect(await read(auth)).toEqual({
      status: 'ok',
      email: { email: address, doNotify: true, confirmed: false, confirmationSent: true },
    });

    const other = uniqueEmail();
    const edited = await edit(auth, { email: other, doNotify: 0 });
    expect(edited.json).toEqual({
      status: 'ok',
      email: { email: other, doNotify: false, confirmed: false, confirmationSent: true },
    });
    expect((await read(auth)).email).toEqual({ email: other, doNotify: false, confirmed: false, confirmationSent: true });

    // Setting again replaces it; `true`/`false` are understood too.
    expect((await set(auth, { email: address, doNotify: 'true' })).json.email).toEqual({
      email: address,
      doNotify: true,
      confirmed: false,
      confirmationSent: true,
    });
  });

  it('is not the sign-in e-mail: an anonymous user keeps no sign-in e-mail', async () => {
    const auth = await signUp();
    await set(auth, { email: uniqueEmail(), doNotify: 1 });
    expect((await call(getUser, 'user', { auth })).json.user.email).toBeNull();
  });

  it('edit before any address was set answers 404 and stores nothing', async () => {
    const auth = await signUp();
    const res = await edit(auth, { email: uniqueEmail(), doNotify: 1 });
    expect(res.http).toBe(404);
    expect(res.json.error.errorDesc).toBe('E-mail для уведомлений ещё не указан');
    expect((await read(auth)).email).toBeNull();
  });

  it('refuses a bad address or switch with Russian messages and changes nothing', async () => {
    const auth = await signUp();
    const address = uniqueEmail();
    await set(auth, { email: address, doNotify: 1 });
    const cases: [Record<string, string | number>, string, string][] = [
      [{ email: '', doNotify: 1 }, 'email', 'Введите e-mail'],
      [{ email: 'no-at-sign', doNotify: 1 }, 'email', 'Введите e-mail'],
      [{ email: uniqueEmail() }, 'doNotify', MSG_DO_NOTIFY_INVALID],
      [{ email: uniqueEmail(), doNotify: 'yes' }, 'doNotify', MSG_DO_NOTIFY_INVALID],
    ];
    for (const [body, field, message] of cases) {
      for (const send of [set, edit]) {
        const res = await send(auth, body);
        expect(res.http, JSON.stringify(body)).toBe(400);
        expect(res.json.error.errorDesc).toBe(message);
        expect(res.json.error.fields[field]).toBe(message);
      }
    }
    expect((await read(auth)).email).toEqual({ email: address, doNotify: true, confirmed: false, confirmationSent: true });
  });

  it('belongs to each user alone, and needs a session', async () => {
    const alice = await signUp();
    await set(alice, { email: uniqueEmail(), doNotify: 1 });
    const bob = await signUp();
    expect((await read(bob)).email).toBeNull();
    expect((await call(getEmail, 'email')).http).toBe(401);
    expect((await call(setEmail, 'email', { body: { email: uniqueEmail(), doNotify: 1 } })).http).toBe(401);
  });
});
