import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { checkFines } from './support/fines';

/** The origin playwright.config.ts lists in API_ALLOWED_ORIGINS for the test server. */
const PARTNER = 'https://partner.example';

/** The `script-src` directive of a policy. */
function scriptSrc(policy: string): string {
  return policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
}

test('pages carry a fresh script nonce and no unsafe-inline for scripts', async ({ request }) => {
  const first = await request.get('/login');
  const second = await request.get('/login');
  const policy = first.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(scriptSrc(policy)).toContain("'strict-dynamic'");
  expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
  expect(second.headers()['content-security-policy']).not.toContain(nonce!);
  // Next.js puts the nonce on its own scripts.
  expect(await first.text()).toContain(`nonce="${nonce}"`);
  expect(policy).toContain("frame-ancestors 'none'");
  const headers = first.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});

test('the static home page lists the hash of each inline script it holds, with no nonce and no unsafe-inline', async ({
  request,
}) => {
  const home = await request.get('/');
  const policy = home.headers()['content-security-policy'] ?? '';
  const sources = scriptSrc(policy).trim().split(/\s+/).slice(1);
  expect(sources[0]).toBe("'self'");
  expect(policy).not.toContain('nonce-');
  expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
  expect(scriptSrc(policy)).not.toContain("'strict-dynamic'");
  expect(policy).toContain("frame-ancestors 'none'");
  const html = await home.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, body] of inline) {
    expect(sources).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
  }
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  // With a query the route guard looks at (a malformed sign-in link), still one policy: the page's own.
  const withQuery = await request.get('/?userId=abc&session=x&rand=1', { maxRedirects: 0 });
  const policies = withQuery.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy');
  expect(policies.map((h) => h.value)).toEqual([policy]);
});

test('the home form works under the policy with no script refused', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await checkFines(page, '99 00 100100', 'а123вс', '777');
  await expect(page).toHaveURL(/\/fines\/list$/);
  await expect(page.getByRole('tab', { name: /Неоплаченные 2/ })).toBeVisible();
  expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
});

test.describe('API', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'API checks run once');
  });

  test('answers a CORS preflight for a listed origin only', async ({ request }) => {
    const preflight = (origin: string) =>
      request.fetch('/105/api/sts', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight(PARTNER);
    expect(allowed.status()).toBe(204);
    expect(allowed.headers()['access-control-allow-origin']).toBe(PARTNER);
    expect(allowed.headers()['access-control-allow-methods']).toContain('PUT');
    const refused = await preflight('https://evil.example');
    expect(refused.status()).toBe(403);
    expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
    const answer = await request.get('/105/api/client', { headers: { origin: PARTNER } });
    expect(answer.headers()['access-control-allow-origin']).toBe(PARTNER);
    const other = await request.get('/105/api/client', { headers: { origin: 'https://evil.example' } });
    expect(other.headers()['access-control-allow-origin']).toBeUndefined();
  });

  test('keeps limiting an address that forges a new X-Forwarded-For each time', async ({ baseURL }) => {
    const url = new URL(baseURL!);
    // From a loopback address of its own, so the other tests' budget (127.0.0.1) is untouched.
    const ask = (localAddress: string, forwardedFor: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            localAddress,
            path: `/105/api/fos/exists?email=${encodeURIComponent(`x${Math.random()}@example.ru`)}`,
            headers: { 'x-forwarded-for': forwardedFor },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end();
      });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push(await ask('127.0.0.2', `198.18.0.${i}`));
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(await ask('127.0.0.3', '198.18.0.1')).toBe(200);
  });
});
