// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { installDatabaseProbe } from '@/lib/outage/database-gate';
import { proxy } from '@/proxy';
import { AUTH_COOKIE } from '@/lib/auth/cookie';
import { installMissingPageCheck } from '@/lib/proxy/missing-page';

let probes = 0;
const down = async () => {
  probes += 1;
  return false;
};

afterEach(() => {
  installDatabaseProbe(async () => true);
  probes = 0;
});

describe('proxy while the database is down', () => {
  it('answers a page visit with the Russian 503 page, Retry-After and a link to the same address', async () => {
    installDatabaseProbe(down);
    const res = await proxy(new NextRequest('http://localhost/fines/list?tab=orders'));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<h1>Сервис временно недоступен</h1>');
    expect(html).toContain('href="/fines/list?tab=orders"');
    // At the page's own address a reload tries again: nothing opens by itself.
    expect(html).not.toContain('http-equiv');
    expect(probes).toBe(1);
  });

  it('escapes the address it links back to', async () => {
    installDatabaseProbe(down);
    const html = await (await proxy(new NextRequest('http://localhost/x?q="><script>alert(1)</script>'))).text();
    expect(html).not.toContain('<script>');
  });

  it('answers the home form’s post too, linking back to the form', async () => {
    installDatabaseProbe(down);
    const res = await proxy(new NextRequest('http://localhost/check', { method: 'POST', body: 'sts=1' }));
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('href="/"');
    // /taxes's ИНН form, back to /taxes.
    const taxes = await proxy(new NextRequest('http://localhost/check/inn', { method: 'POST', body: 'inn=1' }));
    expect(taxes.status).toBe(503);
    expect(await taxes.text()).toContain('href="/taxes"');
  });

  it('leaves the API, router fetches, files and other methods alone', async () => {
    installDatabaseProbe(down);
    expect((await proxy(new NextRequest('http://localhost/105/api/health'))).status).toBe(200);
    expect(
      (await proxy(new NextRequest('http://localhost/profile', { headers: { 'sec-fetch-dest': 'empty' } }))).status,
    ).not.toBe(503);
    expect((await proxy(new NextRequest('http://localhost/icon.svg'))).status).toBe(200);
    expect((await proxy(new NextRequest('http://localhost/auth/cookie', { method: 'DELETE' }))).status).toBe(200);
    expect(probes).toBe(0);
  });

  it('leaves the static home page alone: it needs no database', async () => {
    installDatabaseProbe(down);
    expect((await proxy(new NextRequest('http://localhost/?userId=abc'))).status).toBe(200);
    expect(probes).toBe(0);
  });

  it('lets pages render while the database answers', async () => {
    installDatabaseProbe(async () => true);
    const res = await proxy(new NextRequest('http://localhost/login'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain('nonce-');
  });

  it('answers the address a page goes to when the database stops answering mid-render with the 503 page', async () => {
    // The probe may say the database answers (a lock held past the statement timeout): the page's own query failed.
    installDatabaseProbe(async () => true);
    const res = await proxy(new NextRequest('http://localhost/unavailable?next=%2Ffines%2Flist%3Ftab%3Dorders'));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    const html = await res.text();
    expect(html).toContain('<h1>Сервис временно недоступен</h1>');
    expect(html).toContain('href="/fines/list?tab=orders"');
    // A reload of this address would only show it again: it opens the page asked for by itself.
    expect(html).toContain('<meta http-equiv="refresh" content="5;url=/fines/list?tab=orders">');
    expect(html).toContain('Через 5 секунд откроем страницу снова.');
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example']) {
      const page = await (await proxy(new NextRequest(`http://localhost/unavailable?next=${encodeURIComponent(next)}`))).text();
      expect(page, next).toContain('href="/"');
      expect(page, next).not.toContain('evil');
    }
  });

  it('answers the 503 page at once when the check of a person’s page finds the database not answering', async () => {
    installDatabaseProbe(async () => true);
    installMissingPageCheck(async () => 'unavailable');
    try {
      const res = await proxy(
        new NextRequest('http://localhost/fines/list/fine/1', {
          headers: { cookie: `${AUTH_COOKIE}=7.12345678.${'a'.repeat(64)}` },
        }),
      );
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('href="/fines/list/fine/1"');
    } finally {
      installMissingPageCheck(async () => false);
    }
  });
});
