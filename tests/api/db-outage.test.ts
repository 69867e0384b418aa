import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { GET as health } from '@/app/105/api/health/route';
import { GET as getClient } from '@/app/105/api/client/route';
import { GET as listSts } from '@/app/105/api/sts/route';
import { POST as postCookie } from '@/app/auth/cookie/route';
import { POST as postCheck } from '@/app/check/route';
import { POST as cancelPaymentForm } from '@/app/(default)/prepayment/wait/cancel/route';
import { GET as authEnded } from '@/app/auth/ended/route';
import { GET as newsFeed } from '@/app/(default)/news/rss.xml/route';
import { GET as sitemapXml } from '@/app/sitemap.xml/route';
import { resetEnvCache } from '@/lib/env';
import { closeDb, getDb } from '@/lib/server/db/client';
import { probeDatabase } from '@/lib/server/db/availability';
import { databaseErrorCode } from '@/lib/server/http/db-errors';
import { formatAuthCookie } from '@/lib/auth/cookie';
import { missingPageCheckForGuard } from '@/lib/server/pages/missing-page-check';
import { call, sessionFor, type Answer } from './support/call';
import { expectErrorLog } from './support/console';
import { TcpProxy } from './support/tcp-proxy';

// The page forms read the auth cookie through next/headers (lib/server/accounts/page-auth.ts).
const pageCookie = vi.hoisted(() => ({ value: '' }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (pageCookie.value ? { name, value: pageCookie.value } : undefined) }),
}));

/** The 503 envelope a client can act on: a Russian message and when to retry. */
function expectUnavailable(answer: Answer): void {
  expect(answer.http).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('5');
  expect(answer.headers.get('x-request-id')).toBeTruthy();
  expect(answer.json).toEqual({
    status: 'error',
    error: { code: 'unavailable', errorDesc: 'Сервис временно недоступен. Попробуйте через несколько секунд' },
  });
}

// The outage is staged with a TCP proxy between the app and the PostgreSQL server; PGlite runs
// inside the process and cannot go away, so this file runs on PostgreSQL only.
describe.skipIf(!process.env.DATABASE_URL)('a database outage', () => {
  const original = process.env.DATABASE_URL!;
  let proxy: TcpProxy;

  beforeAll(async () => {
    const target = new URL(original);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    const through = new URL(original);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    process.env.DATABASE_URL = through.toString();
    process.env.DB_CONNECT_TIMEOUT_MS = '1000';
    process.env.DB_STATEMENT_TIMEOUT_MS = '1000';
    resetEnvCache();
    await closeDb();
    await openThroughProxy();
  });

  /** Opens the pool (and checks the migrations) through the proxy; a loaded machine may need more than the 1 s under test. */
  const openThroughProxy = () => getDb({ waitMs: 60_000 });

  afterAll(async () => {
    await closeDb();
    await proxy.stop();
    process.env.DATABASE_URL = original;
    delete process.env.DB_CONNECT_TIMEOUT_MS;
    delete process.env.DB_STATEMENT_TIMEOUT_MS;
    resetEnvCache();
  });

  it('health reports the database while it answers', async () => {
    const answer = await call(health, 'health');
    expect(answer.http).toBe(200);
    expect(answer.json).toEqual({ status: 'ok', service: 'shtrafy', database: 'ok' });
  });

  it('answers 503 with Retry-After while the database refuses connections', async () => {
    expectErrorLog(); // the outage is logged for the operators
    await proxy.stop();
    expectUnavailable(await call(health, 'health'));
    expectUnavailable(await call(getClient, 'client'));
    expectUnavailable(await call(listSts, 'sts', { auth: sessionFor(1, 'salt') }));
    // The non-API forms: the cookie endpoint answers 503 in JSON, the home form goes back with the message.
    const cookie = await postCookie(
      new Request('http://localhost:3000/auth/cookie', {
        method: 'POST',
        body: `userId=1&rand=12345678&session=${'a'.repeat(64)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      }),
    );
    expect(cookie.status).toBe(503);
    expect(cookie.headers.get('retry-after')).toBe('5');
    expect((await cookie.json()).error.code).toBe('unavailable');
    const check = await postCheck(
      new Request('http://localhost:3000/check', {
        method: 'POST',
        body: 'sts=7701123456&vehiclePlateNumber=А123ВС&vehiclePlateRegion=77',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      }),
    );
    expect(check.status).toBe(303);
    expect(decodeURIComponent(check.headers.getSetCookie().join(';'))).toContain('Сервис временно недоступен');
    // The news feed a crawler reads: 503 to come back later, not a 500.
    const feed = await newsFeed();
    expect([feed.status, feed.headers.get('retry-after')]).toEqual([503, '5']);
    const sitemap = await sitemapXml();
    expect([sitemap.status, sitemap.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await sitemap.text()).toMatch(/недоступ/);
    // The page forms posted without scripts go to the guard's 503 page, which leads back to their page.
    pageCookie.value = `7.12345678.${'a'.repeat(64)}`;
    const cancelled = await cancelPaymentForm(
      new Request('http://localhost:3000/prepayment/wait/cancel', {
        method: 'POST',
        body: 'payment=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      }),
    );
    expect([cancelled.status, cancelled.headers.get('location')]).toEqual([
      303,
      '/unavailable?next=%2Fprepayment%2Fwait%3Fpayment%3D1',
    ]);
    const ended = await authEnded(
      new Request('http://localhost:3000/auth/ended?next=%2Fprofile', {
        headers: { cookie: `shtrafy_auth=${pageCookie.value}` },
      }),
    );
    expect([ended.status, ended.headers.get('location'), ended.headers.getSetCookie()]).toEqual([
      303,
      '/unavailable?next=%2Fprofile',
      [],
    ]);
    pageCookie.value = '';
    // The route guard's check of a person's page says «unavailable» (a 503 at once), not «missing».
    const cookie7 = formatAuthCookie({ userId: '7', rand: '12345678', session: 'a'.repeat(64) });
    expect(await missingPageCheckForGuard({ kind: 'payment', id: '1' }, cookie7)).toBe('unavailable');
    // A process that starts (or reopens its pool) during the outage answers the same.
    await closeDb();
    expectUnavailable(await call(health, 'health'));
  });

  it('tells the route guard the database is down (pages answer 503), and up again once it is back', async () => {
    expectErrorLog();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1100)); // past the probe's cache
    await settle();
    expect(await probeDatabase()).toBe(false);
    await proxy.start();
    await settle();
    expect(await probeDatabase()).toBe(true);
    // Back to the outage the next test recovers from (a fresh pool, as after the previous test).
    await proxy.stop();
    await closeDb();
  });

  it('recovers without a restart when the database is back', async () => {
    await proxy.start();
    await openThroughProxy();
    const answer = await call(health, 'health');
    expect(answer.http).toBe(200);
    expect((await call(getClient, 'client')).json.status).toBe('ok');
  });

  it('answers 503 instead of hanging while the database is silent, then recovers', async () => {
    expectErrorLog();
    proxy.silence();
    // A pooled connection that stops answering times out (query timeout), and so does a new one
    // that never opens (connect timeout).
    expectUnavailable(await call(health, 'health'));
    expectUnavailable(await call(getClient, 'client'));
    await proxy.start();
    expect((await call(health, 'health')).http).toBe(200);
  });

  it('survives a connection that drops while a transaction holds it (no uncaught error), and goes on', async () => {
    expectErrorLog();
    const db = await openThroughProxy();
    const admin = new pg.Client({ connectionString: original });
    await admin.connect();
    try {
      const failure = await db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          // Between two queries the client is checked out: its 'error' event has no pool listener.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(databaseErrorCode(failure)).toBe('08006'); // an outage (503), like any dropped connection
    } finally {
      await admin.end();
    }
    expect((await call(getClient, 'client')).json.status).toBe('ok');
  });

  it('answers 503 while the server turns new connections away (FATAL at connect), then recovers', async () => {
    expectErrorLog();
    const database = new URL(original).pathname.slice(1);
    const admin = new pg.Client({ connectionString: Object.assign(new URL(original), { pathname: '/postgres' }).toString() });
    await admin.connect();
    try {
      expect((await call(getClient, 'client')).http).toBe(200); // the pool is open and has connections
      await admin.query(`alter database "${database}" allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        database,
      ]);
      // New connections get «database … is not currently accepting connections» (SQLSTATE 55000, FATAL).
      expectUnavailable(await call(getClient, 'client'));
      expectUnavailable(await call(listSts, 'sts', { auth: sessionFor(1, 'salt') }));
    } finally {
      await admin.query(`alter database "${database}" allow_connections true`);
      await admin.end();
    }
    expect((await call(getClient, 'client')).json.status).toBe('ok');
  });
});

// The embedded database queues every query behind a transaction in progress; while one holds it for
// longer than a silent server would be given, the route guard must still see a database that answers.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database while a long transaction holds it', () => {
  it('is busy, not down: the guard does not answer pages 503', async () => {
    const db = await getDb({ waitMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the probe's cache
    let release = () => {};
    const held = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const probe = probeDatabase();
    // Longer than a server's probe may take (2 s), then the transaction ends.
    setTimeout(() => release(), 2600);
    expect(await probe).toBe(true);
    await held;
  });
});
