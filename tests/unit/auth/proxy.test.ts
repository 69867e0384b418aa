// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { localPath } from '@/lib/auth/cookie';
import { proxy } from '@/proxy';

const SESSION = 'a'.repeat(64);

/** The proxy's answer to a post of `body` as `contentType`. */
const post = (url: string, body: string, contentType: string) =>
  proxy(new NextRequest(url, { method: 'POST', body, headers: { 'content-type': contentType } }));

/** The request headers the proxy passes on to the page (Next.js carries them as x-middleware-request-*). */
const forwarded = (res: Response, name: string) => res.headers.get(`x-middleware-request-${name}`);

describe('proxy', () => {
  it('tells the page the path asked for, overwriting a header the client sent', async () => {
    const res = await proxy(
      new NextRequest('http://localhost/no/such?q=1', { headers: { 'x-shtrafy-request-path': '/forged' } }),
    );
    expect(forwarded(res, 'x-shtrafy-request-path')).toBe('/no/such?q=1');
  });

  it('hands a sign-in link to the link page without saving anything, keeping the rest of the query for afterwards', async () => {
    const res = await proxy(new NextRequest(`http://localhost/fines/list?tab=orders&userId=7&rand=12345678&session=${SESSION}`));
    expect(res.status).toBe(303);
    const target = new URL(res.headers.get('location')!);
    expect(target.pathname).toBe('/link-sign-in');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      userId: '7',
      rand: '12345678',
      session: SESSION,
      next: '/fines/list?tab=orders',
    });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('sends an address typed in upper case to the same address in lower case, query and escapes kept', async () => {
    const res = await proxy(new NextRequest('http://localhost/News/Some-Post?page=2&Q=AB'));
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('http://localhost/news/some-post?page=2&Q=AB');
    const cyrillic = await proxy(new NextRequest('http://localhost/Journal/%D0%BF%D0%B4%D0%B4'));
    expect(cyrillic.headers.get('location')).toBe('http://localhost/journal/%D0%BF%D0%B4%D0%B4');
    // A malformed escape is the 404 page's, not a redirect.
    expect((await proxy(new NextRequest('http://localhost/Email/%ZZ'))).status).not.toBe(308);
    // Nothing to lower: the escapes' own hex digits are not letters of the address.
    const lower = await proxy(new NextRequest('http://localhost/journal/%D0%BF%D0%B4%D0%B4'));
    expect(lower.status).not.toBe(308);
    const post = await proxy(new NextRequest('http://localhost/Check', { method: 'POST' }));
    expect(post.status).not.toBe(308);
  });

  it('lets the link page itself through, so a link never loops', async () => {
    const res = await proxy(new NextRequest(`http://localhost/link-sign-in?userId=7&rand=12345678&session=${SESSION}&next=%2F`));
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('x-middleware-next')).toBe('1');
  });

  it('leaves the static home page as built, with its own policy, unless it carries a sign-in link', async () => {
    const plain = await proxy(new NextRequest('http://localhost/?userId=abc&session=x&rand=1'));
    expect(plain.headers.get('x-middleware-next')).toBe('1');
    expect(plain.headers.get('content-security-policy')).toBeNull();
    const link = await proxy(new NextRequest(`http://localhost/?userId=7&rand=12345678&session=${SESSION}`));
    expect(link.status).toBe(303);
    expect(new URL(link.headers.get('location')!).pathname).toBe('/link-sign-in');
  });

  it('answers a multipart post to a page and a post to a file in Russian, before the framework does in English', async () => {
    const multipart = await post('http://localhost/news', '--x\r\n\r\n--x--', 'multipart/form-data; boundary=x');
    expect(multipart.status).toBe(400);
    expect(await multipart.text()).toBe('Запрос не поддерживается');
    const file = await proxy(new NextRequest('http://localhost/og/site.png', { method: 'POST', body: 'a=b' }));
    expect(file.status).toBe(405);
    expect(file.headers.get('allow')).toBe('GET, HEAD');
    expect(await file.text()).toBe('Метод не поддерживается');
  });

  it('refuses a post to the static home page, which Next.js would render afresh without its policy', async () => {
    const res = await post('http://localhost/', 'a=b', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.text()).toBe('Метод не поддерживается');
  });

  it('answers 405 to a page asked with PUT, PATCH, DELETE or OPTIONS; the cookie endpoint keeps its DELETE', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const res = await proxy(new NextRequest('http://localhost/news', { method }));
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
    }
    expect((await proxy(new NextRequest('http://localhost/auth/cookie', { method: 'DELETE' }))).status).not.toBe(405);
    const put = await proxy(new NextRequest('http://localhost/auth/cookie', { method: 'PUT' }));
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST, DELETE');
  });

  it("answers a route handler's wrong method with its own methods in `Allow`", async () => {
    const cases = [
      ['POST', '/auth/ended', 'GET, HEAD'],
      ['PUT', '/auth/triple', 'GET, HEAD, POST'],
      ['DELETE', '/auth/sign-out', 'GET, HEAD, POST'],
      ['DELETE', '/check/inn', 'GET, HEAD, POST'],
      ['GET', '/auth/link', 'POST'],
      ['POST', '/fines/list/organization/3/export', 'GET, HEAD'],
      ['DELETE', '/email/confirm/submit', 'GET, HEAD, POST'],
    ] as const;
    for (const [method, path, allow] of cases) {
      const res = await proxy(
        new NextRequest(`http://localhost${path}`, { method, body: method === 'POST' ? 'a=b' : undefined }),
      );
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), path).toBe(allow);
      expect(await res.text()).toBe('Метод не поддерживается');
    }
  });

  it('answers a request naming a server action (the site has none) 400 in Russian, before Next.js would in English', async () => {
    for (const path of ['/login', '/fines/list', '/news']) {
      const res = await proxy(
        new NextRequest(`http://localhost${path}`, {
          method: 'POST',
          headers: { 'next-action': 'abcdef', 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost' },
          body: '[]',
        }),
      );
      expect(res.status, path).toBe(400);
      expect(await res.text()).toBe('Запрос не поддерживается');
    }
  });

  it('still sends a visitor without the cookie from a guarded page to /login', async () => {
    const res = await proxy(new NextRequest('http://localhost/profile'));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://localhost/login?next=%2Fprofile');
  });

  it('leaves the router’s `_rsc` out of the address it sends back to after sign-in', async () => {
    const res = await proxy(new NextRequest('http://localhost/fines/list?tab=paid&_rsc=_H_fFy2'));
    expect(res.headers.get('location')).toBe('http://localhost/login?next=%2Ffines%2Flist%3Ftab%3Dpaid');
  });
});

describe('localPath', () => {
  it('keeps a path of this site and refuses everything that could leave it', async () => {
    expect(localPath('/fines/list?tab=orders')).toBe('/fines/list?tab=orders');
    for (const bad of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example', '', null]) {
      expect(localPath(bad)).toBe('/');
    }
  });

  it('gives a guarded page’s load a short-lived readable copy of its sign-in, and nothing else one', async () => {
    const cookie = `shtrafy_auth=7.12345678.${SESSION}`;
    const page = await proxy(
      new NextRequest('http://localhost/fines/list', { headers: { cookie, 'sec-fetch-dest': 'document' } }),
    );
    expect(page.headers.get('x-middleware-next')).toBe('1');
    const copy = page.headers.get('set-cookie') ?? '';
    expect(copy).toMatch(new RegExp(`^shtrafy_adopt=7\\.12345678\\.${SESSION};`));
    expect(copy).toContain('Max-Age=300');
    expect(copy).toContain('SameSite=lax');
    expect(copy).not.toContain('HttpOnly');
    // Over HTTPS behind a proxy it is Secure, as the cookie it copies.
    const https = await proxy(new NextRequest('http://localhost/profile', { headers: { cookie, 'x-forwarded-proto': 'https' } }));
    expect(https.headers.get('set-cookie')).toContain('Secure');
    // The router's own fetch of a page (Next.js strips its RSC headers before the proxy; the browser's
    // Sec-Fetch-Dest tells), a malformed cookie, a page outside the guard: no copy.
    const rsc = await proxy(new NextRequest('http://localhost/fines/list', { headers: { cookie, 'sec-fetch-dest': 'empty' } }));
    expect(rsc.headers.get('set-cookie')).toBeNull();
    const malformed = await proxy(new NextRequest('http://localhost/profile', { headers: { cookie: 'shtrafy_auth=7.1.x' } }));
    expect(malformed.status).toBe(307);
    expect(malformed.headers.get('set-cookie')).toBeNull();
    const open = await proxy(new NextRequest('http://localhost/news', { headers: { cookie } }));
    expect(open.headers.get('set-cookie')).toBeNull();
  });
});
