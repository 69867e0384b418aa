import { expect, test } from '@playwright/test';

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

  test('health answers ok', async ({ request }) => {
    expect(await (await request.get('/105/api/health')).json()).toEqual({ status: 'ok', service: 'shtrafy' });
  });
});

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
