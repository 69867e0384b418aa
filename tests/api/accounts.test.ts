import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { GET as getClient } from '@/app/105/api/client/route';
import { POST as postNewUser } from '@/app/105/api/newuser/route';
import { GET as getUser } from '@/app/105/api/user/route';
import { GET as getHealth } from '@/app/105/api/health/route';
import { GET as listSts } from '@/app/105/api/sts/route';
import { getDb } from '@/lib/server/db/client';
import { credentials, documents } from '@/lib/server/db/schema';
import { revokeCredential } from '@/lib/server/accounts/credentials';
import { call, sessionFor } from './support/call';
import { signUp, uniqueSts } from './support/users';

describe('health and client', () => {
  it('answers ok when the database is up', async () => {
    const res = await call(getHealth, 'health');
    expect(res.http).toBe(200);
    expect(res.json).toEqual({ status: 'ok', service: 'shtrafy', database: 'ok' });
    expect(res.headers.get('x-request-id')).toMatch(/.{8,}/);
  });

  it('issues a distinct UUID clientId each time', async () => {
    const a = await call(getClient, 'client');
    const b = await call(getClient, 'client');
    expect(a.json.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.json.clientId).not.toBe(b.json.clientId);
  });
});

describe('POST /105/api/newuser', () => {
  it('creates a user with a salt of at least 128 bits and stores the СТС normalized', async () => {
    const { json: client } = await call(getClient, 'client');
    const res = await call(postNewUser, 'newuser', {
      body: {
        clientId: client.clientId,
        channel: 'web',
        sts: '77 ab 123456',
        vehiclePlateNumber: 'a123bc',
        vehiclePlateRegion: '777',
      },
    });
    expect(res.http).toBe(200);
    expect(res.json.userId).toBeGreaterThan(0);
    expect(Buffer.from(res.json.salt, 'base64url').length).toBeGreaterThanOrEqual(16);
    const auth = sessionFor(res.json.userId, res.json.salt);
    const list = await call(listSts, 'sts', { auth });
    expect(list.json.sts).toHaveLength(1);
    expect(list.json.sts[0]).toMatchObject({ sts: '77АВ123456', vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '777' });
  });

  it('never stores the salt in clear', async () => {
    const { json: client } = await call(getClient, 'client');
    const res = await call(postNewUser, 'newuser', { body: { clientId: client.clientId } });
    const db = await getDb();
    const rows = await db.select().from(credentials).where(eq(credentials.userId, res.json.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.saltEnc).not.toContain(res.json.salt);
  });

  it('refuses an unknown clientId and a bad СТС in Russian, creating nothing', async () => {
    const db = await getDb();
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(documents);
    const unknown = await call(postNewUser, 'newuser', { body: { clientId: '8d5e0a0e-5b1b-4c4e-9a55-2d6c6f1f0a11' } });
    expect(unknown.http).toBe(400);
    expect(unknown.json.status).toBe('error');
    expect(unknown.json.error.code).toBe('unknown_client');

    const { json: client } = await call(getClient, 'client');
    const bad = await call(postNewUser, 'newuser', { body: { clientId: client.clientId, sts: '12345' } });
    expect(bad.http).toBe(400);
    expect(bad.json.error.errorDesc).toBe('Введите номер СТС: 10 знаков, например 99 04 449114');
    expect(bad.json.error.fields.sts).toBeDefined();
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(documents);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a JSON body with 415 and a cross-site form post with 403', async () => {
    const { json: client } = await call(getClient, 'client');
    const json = await call(postNewUser, 'newuser', {
      body: JSON.stringify({ clientId: client.clientId }),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.http).toBe(415);
    expect(json.json.status).toBe('error');
    const forged = await call(postNewUser, 'newuser', {
      body: { clientId: client.clientId },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.http).toBe(403);
  });
});

describe('session verification', () => {
  it('answers the user for a good session', async () => {
    const auth = await signUp({ sts: uniqueSts() });
    const res = await call(getUser, 'user', { auth });
    expect(res.http).toBe(200);
    expect(res.json.user).toMatchObject({ id: Number(auth.userId), userType: 1, email: null, gender: 'm', registered: false });
  });

  it('refuses missing or malformed params with the spec message', async () => {
    const res = await call(getUser, 'user');
    expect(res.http).toBe(401);
    expect(res.json.error).toMatchObject({ code: 'auth_invalid', errorDesc: 'Authorization params are invalid' });
    const malformed = await call(getUser, 'user', { query: { userId: '1', rand: 'x', session: 'abc' } });
    expect(malformed.json.error.code).toBe('auth_invalid');
  });

  it('refuses a wrong session, another user’s salt, and forged proxy headers', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const wrong = await call(getUser, 'user', { auth: { ...alice, session: 'f'.repeat(64) } });
    expect(wrong.http).toBe(401);
    expect(wrong.json.error).toMatchObject({ code: 'auth_failed', errorDesc: 'Authorization failed' });
    // Bob's valid salt does not open Alice's account.
    const crossed = await call(getUser, 'user', { auth: sessionFor(alice.userId, bob.salt) });
    expect(crossed.http).toBe(401);
    const forged = await call(getUser, 'user', {
      query: { userId: alice.userId },
      headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware', cookie: 'shtrafy_auth=1' },
    });
    expect(forged.http).toBe(401);
  });

  it('accepts any fresh rand computed from the salt (a new session on the same sign-in)', async () => {
    const auth = await signUp();
    const again = sessionFor(auth.userId, auth.salt);
    expect(again.rand).not.toBe(auth.rand);
    expect((await call(getUser, 'user', { auth: again })).http).toBe(200);
  });

  it('stops accepting a revoked or expired sign-in', async () => {
    const db = await getDb();
    const revoked = await signUp();
    const [cred] = await db
      .select()
      .from(credentials)
      .where(eq(credentials.userId, Number(revoked.userId)));
    await revokeCredential(db, Number(revoked.userId), cred!.id);
    expect((await call(getUser, 'user', { auth: revoked })).json.error.code).toBe('auth_failed');

    const expired = await signUp();
    await db
      .update(credentials)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(credentials.userId, Number(expired.userId)));
    expect((await call(getUser, 'user', { auth: expired })).http).toBe(401);
  });
});
