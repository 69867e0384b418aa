import { expect, test, type APIResponse } from '@playwright/test';
import { request as httpRequest } from 'node:http';

test.describe('API answers in the envelope, never a stack trace', () => {
  test('an unauthenticated write gets 401 with the spec message', async ({ request }) => {
    const res = await request.post('/105/api/sts', { form: { sts: '9904449114' } });
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({
      status: 'error',
      error: { code: 'auth_invalid', errorDesc: 'Authorization params are invalid' },
    });
  });

  test('a cross-site form post is refused', async ({ request }) => {
    const res = await request.post('/105/api/newuser', {
      form: { clientId: '00000000-0000-4000-8000-000000000000' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).status).toBe('error');
  });

  test('a JSON body gets 415 and a broken one never a 500', async ({ request }) => {
    const json = await request.post('/105/api/newuser', { data: { clientId: 'x' } });
    expect(json.status()).toBe(415);
    const broken = await request.post('/105/api/newuser', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: '%%%=%%',
    });
    expect(broken.status()).toBeLessThan(500);
    const body = await broken.text();
    expect(body).not.toMatch(/at .*\(.*:\d+:\d+\)/);
  });

  test('health answers ok and reports the database', async ({ request }) => {
    const health = await request.get('/105/api/health');
    expect(await health.json()).toEqual({ status: 'ok', service: 'shtrafy', database: 'ok' });
    // API answers get the policy that allows nothing to run (next.config.mjs), the envelope of an unknown path too.
    for (const res of [health, await request.get('/105/api/no-such-method'), await request.get('/105/api/files')]) {
      expect(res.headers()['content-security-policy']).toMatch(/^default-src 'none'; img-src 'self';.* form-action 'none'$/);
    }
  });

  test('an unknown API path is a 404 envelope, not the HTML page', async ({ request }) => {
    for (const path of ['/105/api/no-such-method', '/105/api/sts/1/extra', '/105/api']) {
      const res = await request.post(path, { form: { a: '1' } });
      expect(res.status(), path).toBe(404);
      expect(await res.json()).toEqual({
        status: 'error',
        error: { code: 'not_found', errorDesc: 'Такого метода API нет' },
      });
      expectApiHeaders(res);
    }
  });

  test('a broken %-escape in an API path is a 400 envelope with the request id and headers', async ({ request }) => {
    for (const path of ['/105/api/%E0%A4%A', '/105/api/sts/%ZZ', '/105/api/%']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect(await res.json()).toEqual({
        status: 'error',
        error: { code: 'bad_request', errorDesc: 'Неверный адрес запроса: в пути испорчена %-последовательность' },
      });
      expectApiHeaders(res);
    }
  });

  test('an oversized body is refused by Content-Length before it is sent', async ({ baseURL }) => {
    // Only the headers of a 100 MB post go out; the answer arrives without the body.
    const answer = await postHeadersOnly(baseURL!, '/105/api/newuser', {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(100 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      status: 'error',
      error: { code: 'too_large', errorDesc: 'Слишком большой запрос: не больше 256 КБ' },
    });
  });

  test('a streamed body without Content-Length is cut off at the limit', async ({ baseURL }) => {
    const answer = await postHeadersOnly(
      baseURL!,
      '/105/api/newuser',
      { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
      300 * 1024,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('too_large');
  });

  test('a body that passes through the route guard (a preflight header) is held to the same limit', async ({ baseURL }) => {
    const answer = await postHeadersOnly(
      baseURL!,
      '/105/api/newuser',
      {
        'content-type': 'application/x-www-form-urlencoded',
        'transfer-encoding': 'chunked',
        'access-control-request-method': 'POST',
      },
      2 * 1024 * 1024,
      // The guard reads a body to its end (keeping at most 256 KiB of it, next.config.mjs) before the handler runs.
      true,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('too_large');
  });
});

/** The request id and the security headers every API answer carries. */
function expectApiHeaders(res: APIResponse): void {
  const h = res.headers();
  expect(h['x-request-id']).toMatch(/^[\w-]{8,}$/);
  expect(h['content-type']).toContain('application/json');
  expect(h['cache-control']).toBe('no-store');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['x-frame-options']).toBe('DENY');
}

/**
 * Posts headers (and `bodyBytes` of body, if any) without finishing the request unless `finish`,
 * and resolves with the answer: unfinished, it can only arrive if the server refused without
 * waiting for the end.
 */
function postHeadersOnly(
  baseURL: string,
  path: string,
  headers: Record<string, string>,
  bodyBytes = 0,
  finish = false,
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    req.flushHeaders();
    for (let sent = 0; sent < bodyBytes; sent += 10 * 1024) req.write(Buffer.alloc(10 * 1024, 'a'));
    if (finish) req.end();
  });
}

test('pages carry strict security headers', async ({ request }) => {
  const res = await request.get('/');
  const h = res.headers();
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['x-powered-by']).toBeUndefined();
});

test('an unknown page is a Russian 404', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});
