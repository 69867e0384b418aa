import { randomBytes } from 'node:crypto';
import { expect, test, type APIResponse } from '@playwright/test';
import { Client } from 'pg';
import { TcpProxy } from '../../tests/api/support/tcp-proxy';
import { startSecondServer, type SecondServer } from '../support/second-server';

/**
 * A production build on PostgreSQL behind a TCP proxy that the test stops and starts: while the
 * database is gone, a visit without JavaScript (and a crawler) gets the Russian
 * «Сервис временно недоступен» page with 503 and Retry-After, never the framework's empty error
 * shell; the API answers its 503 envelope; both recover without a restart.
 */
const PG = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new Client({ connectionString: PG, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function expectUnavailablePage(res: APIResponse, link: string): Promise<void> {
  expect(res.status(), res.url()).toBe(503);
  expect(res.headers()['retry-after']).toBe('5');
  expect(res.headers()['cache-control']).toBe('no-store');
  const html = await res.text();
  expect(html).toContain('<html lang="ru">');
  expect(html).toContain('<h1>Сервис временно недоступен</h1>');
  expect(html).toContain(`href="${link}"`);
  expect(html).not.toContain('__next_error__');
}

test.describe('pages while the database is down', () => {
  let proxy: TcpProxy;
  let server: SecondServer | undefined;
  let database: string;

  test.beforeAll(async () => {
    test.skip(!(await postgresReachable()), `PostgreSQL is not reachable at ${PG}`);
    test.setTimeout(120_000);
    database = `shtrafy_e2e_${randomBytes(5).toString('hex')}`;
    const admin = new Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const target = new URL(PG);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    const through = new URL(PG);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    through.pathname = `/${database}`;
    server = await startSecondServer('e2e-outage', {
      DATABASE_URL: through.toString(),
      APP_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://127.0.0.1',
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '1000',
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await proxy?.stop();
    if (!database) return;
    const admin = new Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  test('answer the Russian 503 page with Retry-After, and recover without a restart', async ({ request }) => {
    test.setTimeout(120_000);
    const url = server!.url;
    expect((await request.get(`${url}/`)).status()).toBe(200);

    await proxy.stop();
    // The probe trusts its last answer for a second.
    await expect.poll(async () => (await request.get(`${url}/login`)).status(), { timeout: 20_000 }).toBe(503);
    // The home page is a file built once and needs no database: it stays up, and its form's post says why it cannot check.
    expect((await request.get(`${url}/`)).status()).toBe(200);
    for (const path of ['/login', '/profile', '/fines/list?tab=orders', '/email/confirm?token=abc']) {
      await expectUnavailablePage(await request.get(`${url}${path}`, { maxRedirects: 0 }), path);
    }
    // The home form's post without JavaScript.
    const check = await request.post(`${url}/check`, {
      form: { sts: '7701123456', vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77' },
      headers: { origin: url },
      maxRedirects: 0,
    });
    await expectUnavailablePage(check, '/');
    // The API keeps its envelope.
    const health = await request.get(`${url}/105/api/health`);
    expect(health.status()).toBe(503);
    expect(health.headers()['retry-after']).toBe('5');
    expect((await health.json()).error.code).toBe('unavailable');

    await proxy.start();
    await expect.poll(async () => (await request.get(`${url}/login`)).status(), { timeout: 30_000 }).toBe(200);
    expect((await request.get(`${url}/105/api/health`)).status()).toBe(200);
  });
});
