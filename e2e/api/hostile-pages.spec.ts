import { expect, test } from '@playwright/test';

/**
 * Hostile input to what a browser reaches outside /105/api: the mailed-link landing pages, the home
 * form's post and the auth cookie endpoint, over HTTP against the production build. Nothing answers
 * a 500 or a stack trace; nothing is signed in or created.
 */
const LANDING = ['/login/link', '/login/reset', '/login/verify', '/login/change-email', '/email/confirm', '/email/unsubscribe'];
const TOKENS = ['%00', '%00%0A%0D', '%E0%A4%A', '%ZZ', '%', 'a'.repeat(4000), '<script>alert(1)</script>'];

test.describe('hostile input outside the API', () => {
  test('the mailed-link pages answer a page for any token, never a 500', async ({ request }) => {
    for (const path of LANDING) {
      for (const token of TOKENS) {
        const res = await request.get(`${path}?token=${token}`);
        expect(res.status(), `${path}?token=${token.slice(0, 20)}`).toBe(200);
        const html = await res.text();
        expect(html).not.toContain('<script>alert(1)</script>');
        expect(html).not.toMatch(/at .*\(.*:\d+:\d+\)/);
      }
      expect((await request.get(`${path}?token=a&token=b&token[]=c`)).status()).toBe(200);
    }
  });

  test('POST /auth/link with a made-up, huge or NUL token goes back to the link page; other methods are 405', async ({
    request,
    baseURL,
  }) => {
    for (const token of ['%00', 'a'.repeat(200 * 1024), '<script>alert(1)</script>']) {
      const res = await request.post('/auth/link', {
        data: `token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL! },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(303);
      expect(res.headers().location).toBe('/login/link?refused=expired');
      expect(res.headers()['set-cookie'] ?? '').not.toContain('shtrafy_auth=');
    }
    const get = await request.get('/auth/link', { maxRedirects: 0 });
    expect(get.status()).toBe(405);
    expect(get.headers().allow).toBe('POST');
  });

  test('a broken %-escape in a page path is the 404 page', async ({ request }) => {
    for (const path of ['/email/%ZZ', '/login/%E0%A4%A', '/%', '/fines/%00']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBeLessThan(500);
    }
  });

  test('POST /check with a NUL byte, broken escapes or a huge body goes back to the form', async ({ request, baseURL }) => {
    for (const data of [
      `sts=7701${encodeURIComponent('\u0000')}123456&vehiclePlateNumber=А123ВС&vehiclePlateRegion=77`,
      'sts=%E0%A4%A&vehiclePlateNumber=%ZZ&vehiclePlateRegion=%',
      `sts=${'7'.repeat(300 * 1024)}`,
    ]) {
      const res = await request.post('/check', {
        data,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL! },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(303);
      expect(res.headers()['location']).toMatch(/^\/check\/refused(#check-form)?$/);
      expect(res.headers()['set-cookie'] ?? '').not.toContain('shtrafy_auth=');
    }
  });

  test('/auth/cookie refuses a NUL byte, another user’s id and a huge body, in JSON', async ({ request, baseURL }) => {
    const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL! };
    const nul = await request.post('/auth/cookie', { data: `userId=1%00&rand=12345678&session=${'a'.repeat(64)}`, headers });
    expect(nul.status()).toBe(401);
    expect((await nul.json()).error.code).toBe('auth_failed');
    const other = await request.post('/auth/cookie', { data: `userId=1&rand=12345678&session=${'b'.repeat(64)}`, headers });
    expect(other.status()).toBe(401);
    expect(other.headers()['set-cookie'] ?? '').not.toMatch(/shtrafy_auth=[^;]/);
    const huge = await request.post('/auth/cookie', { data: `userId=${'1'.repeat(300 * 1024)}`, headers });
    expect(huge.status()).toBe(413);
    expect((await huge.json()).error.code).toBe('too_large');
  });

  test('a method an API path does not take answers the 405 envelope with Allow', async ({ request }) => {
    const res = await request.delete('/105/api/client');
    expect(res.status()).toBe(405);
    expect(res.headers()['allow']).toBe('GET, HEAD, OPTIONS');
    expect(res.headers()['x-request-id']).toBeTruthy();
    expect(await res.json()).toEqual({
      status: 'error',
      error: {
        code: 'method_not_allowed',
        errorDesc: 'Этот адрес API не принимает запросы DELETE. Допустимо: GET, HEAD, OPTIONS',
      },
    });
    const put = await request.put('/105/api/sts', { form: { sts: '1' } });
    expect(put.status()).toBe(405);
    expect(put.headers()['allow']).toBe('DELETE, GET, HEAD, OPTIONS, POST');
    const options = await request.fetch('/105/api/preload/retry', { method: 'OPTIONS' });
    expect(options.status()).toBe(204);
    expect(options.headers()['allow']).toBe('OPTIONS, POST');
  });

  test('a method no address takes (TRACE, PROPFIND) and PUT on the home page get a Russian answer, never a 500', async ({
    request,
  }) => {
    for (const path of ['/news', '/fines/list', '/sitemap.xml', '/check']) {
      const res = await request.fetch(path, { method: 'TRACE', maxRedirects: 0 });
      expect(res.status(), path).toBe(501);
      expect(await res.text()).toBe('Метод не поддерживается');
    }
    const api = await request.fetch('/105/api/fines', { method: 'PROPFIND' });
    expect(api.status()).toBe(501);
    expect(api.headers()['x-request-id']).toBeTruthy();
    expect((await api.json()).error.code).toBe('method_not_implemented');
    for (const path of ['/robots.txt', '/sitemap.xml', '/news/rss.xml', '/og/site.png']) {
      const post = await request.post(path, { form: { a: '1' } });
      expect(post.status(), path).toBe(405);
      expect(post.headers()['allow'], path).toBe('GET, HEAD');
      expect(await post.text()).toBe('Метод не поддерживается');
    }
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const home = await request.fetch('/', { method });
      expect(home.status(), method).toBe(405);
      expect(home.headers()['allow']).toBe('GET, HEAD');
      expect(await home.text()).toBe('Метод не поддерживается');
    }
  });
});
