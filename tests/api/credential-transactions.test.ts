import { afterEach, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { GET as getClient } from '@/app/105/api/client/route';
import { POST as postNewUser } from '@/app/105/api/newuser/route';
import { POST as login } from '@/app/105/api/login/route';
import { POST as setEmail } from '@/app/105/api/user/email/route';
import { POST as confirm } from '@/app/105/api/fos/register/confirm/route';
import { POST as sendAuth } from '@/app/105/api/fos/send/auth/route';
import { POST as resetRequest } from '@/app/105/api/fos/reset/request/route';
import { POST as resetConfirm } from '@/app/105/api/fos/reset/confirm/route';
import { GET as getUser } from '@/app/105/api/user/route';
import { getDb } from '@/lib/server/db/client';
import { credentials, users } from '@/lib/server/db/schema';
import { changePassword, confirmPasswordReset } from '@/lib/server/accounts/passwords-service';
import { createUser } from '@/lib/server/accounts/service';
import { MAX_LIVE_CREDENTIALS } from '@/lib/server/accounts/credentials';
import { call, sessionFor, type TestAuth } from './support/call';
import { signUp, uniqueSts } from './support/users';
import { lastMailTo, uniqueEmail } from './support/mail';
import { confirmationToken, registerAndConfirm } from './support/accounts';

const PASSWORD = 'исходный-пароль-1';

/**
 * Makes the database refuse one kind of write to `credentials` for one user (a real fault inside
 * the transaction, raised by PostgreSQL itself), until afterEach removes it.
 */
async function failCredentialWrites(op: 'UPDATE' | 'INSERT', userId?: number): Promise<void> {
  const db = await getDb();
  const condition = userId === undefined ? 'true' : `new.user_id = ${Number(userId)}`;
  await db.execute(
    sql.raw(`create or replace function test_fail_credentials() returns trigger language plpgsql as $$
      begin if ${condition} then raise exception 'injected fault'; end if; return new; end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger test_fail_credentials before ${op} on credentials for each row execute function test_fail_credentials()`,
    ),
  );
}

afterEach(async () => {
  const db = await getDb();
  await db.execute(sql.raw('drop trigger if exists test_fail_credentials on credentials'));
});

async function registered(): Promise<{ auth: TestAuth; email: string }> {
  const email = uniqueEmail();
  return { auth: await registerAndConfirm(await signUp(), email, PASSWORD), email };
}

async function passwordHashOf(userId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, Number(userId)));
  return row!.hash;
}

describe('credential changes are all or nothing', () => {
  it('password change: when ending the other sessions fails, the new password is rolled back too', async () => {
    const { auth, email } = await registered();
    const other = await call(login, 'login', { body: { _username: email, _password: PASSWORD } });
    const otherAuth = sessionFor(other.json.userId, other.json.salt);
    const [current] = await (
      await getDb()
    )
      .select({ id: credentials.id })
      .from(credentials)
      .where(and(eq(credentials.userId, Number(auth.userId)), isNull(credentials.revokedAt)))
      .orderBy(credentials.id)
      .limit(1);
    const before = await passwordHashOf(auth.userId);

    await failCredentialWrites('UPDATE', Number(auth.userId));
    await expect(changePassword(await getDb(), Number(auth.userId), current!.id, PASSWORD, 'новый-пароль-2')).rejects.toThrow();

    expect(await passwordHashOf(auth.userId)).toBe(before);
    expect((await call(getUser, 'user', { auth: otherAuth })).http).toBe(200);
    expect((await call(login, 'login', { body: { _username: email, _password: PASSWORD } })).http).toBe(200);
  });

  it('password reset: a failure at the new sign-in leaves the password, the sessions and the link as they were', async () => {
    const { auth, email } = await registered();
    await call(resetRequest, 'fos/reset/request', { body: { username: email } });
    const token = (await lastMailTo(email))!.token!;
    const before = await passwordHashOf(auth.userId);

    await failCredentialWrites('INSERT', Number(auth.userId));
    await expect(confirmPasswordReset(await getDb(), token, 'новый-пароль-2', '203.0.113.90')).rejects.toThrow();
    expect(await passwordHashOf(auth.userId)).toBe(before);
    expect((await call(getUser, 'user', { auth })).http).toBe(200);

    const db = await getDb();
    await db.execute(sql.raw('drop trigger if exists test_fail_credentials on credentials'));
    // The token was not used up by the failed attempt.
    expect((await call(resetConfirm, 'fos/reset/confirm', { body: { token, newPassword: 'новый-пароль-2' } })).http).toBe(200);
  });

  it('user creation: a failure at the sign-in leaves no user and no certificate behind', async () => {
    const db = await getDb();
    const { json: client } = await call(getClient, 'client');
    await failCredentialWrites('INSERT');
    await expect(createUser(db, { clientId: client.clientId, sts: uniqueSts() })).rejects.toThrow();
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.clientId, client.clientId));
    expect(rows).toHaveLength(0);
    await db.execute(sql.raw('drop trigger if exists test_fail_credentials on credentials'));
    expect((await call(postNewUser, 'newuser', { body: { clientId: client.clientId } })).json.status).toBe('ok');
  });
});

describe('a new sign-in e-mail voids the links mailed to the old one', () => {
  it('sign-in and reset links of the old address stop working once the new one is confirmed', async () => {
    const { auth, email } = await registered();
    await call(sendAuth, 'fos/send/auth', { body: { email } });
    const signInLink = (await lastMailTo(email))!.token!;
    await call(resetRequest, 'fos/reset/request', { body: { username: email } });
    const resetLink = (await lastMailTo(email))!.token!;

    const next = uniqueEmail();
    await call(setEmail, 'user/email', { auth, body: { email: next, password: PASSWORD } });
    const done = await call(confirm, 'fos/register/confirm', {
      body: { token: await confirmationToken(next), password: PASSWORD },
    });
    expect(done.json.status).toBe('ok');

    expect((await lastMailTo(email))?.subject).toBe('E-mail для входа в сервис «Штрафы» изменён');
    expect((await call(login, 'login', { body: { _token: signInLink } })).http).toBe(400);
    expect(
      (await call(resetConfirm, 'fos/reset/confirm', { body: { token: resetLink, newPassword: 'чужой-пароль-9' } })).http,
    ).toBe(400);
    expect((await call(login, 'login', { body: { _username: next, _password: PASSWORD } })).http).toBe(200);
    expect((await call(login, 'login', { body: { _username: email, _password: PASSWORD } })).http).toBe(401);
  });
});

describe('live sign-ins per user are capped', () => {
  it(`keeps the newest ${MAX_LIVE_CREDENTIALS}: older sessions end, newer ones work`, async () => {
    const { email } = await registered();
    const sessions: TestAuth[] = [];
    for (let i = 0; i < MAX_LIVE_CREDENTIALS + 3; i++) {
      const res = await call(login, 'login', {
        body: { _username: email, _password: PASSWORD },
        headers: { 'x-forwarded-for': `10.9.${i}.1` },
      });
      // The per-account sign-in limit resets between batches: it is not what this test is about.
      if (res.http === 429) {
        await (await getDb()).execute(sql`delete from rate_limits where key like 'signin:%'`);
        i--;
        continue;
      }
      sessions.push(sessionFor(res.json.userId, res.json.salt));
    }
    const db = await getDb();
    const live = await db
      .select({ id: credentials.id })
      .from(credentials)
      .where(and(eq(credentials.userId, Number(sessions[0]!.userId)), isNull(credentials.revokedAt)));
    expect(live).toHaveLength(MAX_LIVE_CREDENTIALS);
    expect((await call(getUser, 'user', { auth: sessions[0]! })).http).toBe(401);
    expect((await call(getUser, 'user', { auth: sessions.at(-1)! })).http).toBe(200);
    expect((await call(getUser, 'user', { auth: sessions[3]! })).http).toBe(200);
  });
});
