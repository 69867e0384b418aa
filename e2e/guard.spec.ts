import { expect, test } from '@playwright/test';
import { createUserWithSts } from './support/api-user';

test('an anonymous visit to /fines/list lands on /login', async ({ page }) => {
  await page.goto('/fines/list');
  await expect(page).toHaveURL(/\/login\?next=%2Ffines%2Flist$/);
});

test('the guarded sections all send an anonymous visitor to /login', async ({ request }) => {
  for (const path of ['/profile', '/taxes/list', '/fines/list', '/prepayment']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(307);
    expect(res.headers()['location']).toContain('/login');
  }
});

test('a forged x-middleware-subrequest header does not skip the guard', async ({ request }) => {
  const res = await request.get('/fines/list', {
    maxRedirects: 0,
    headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  });
  expect(res.status()).toBe(307);
  expect(res.headers()['location']).toContain('/login');
});

test('a visit with userId, session and rand signs in, cleans the address and shows the fines', async ({ page, request }) => {
  const user = await createUserWithSts(request, '9900100100');
  await page.goto(`/fines/list?userId=${user.userId}&rand=${user.rand}&session=${user.session}`);
  await expect(page).toHaveURL(/\/fines\/list$/);
  await expect(page.getByRole('tab', { name: /Неоплаченные 2/ })).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('shtrafy:auth:web'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ userId: user.userId, rand: user.rand, session: user.session });
  expect(stored).not.toContain(user.salt);
});

test('a cookie with a wrong session does not show anyone’s fines', async ({ page, request, baseURL }) => {
  const user = await createUserWithSts(request, '9900100100');
  await page
    .context()
    .addCookies([{ name: 'shtrafy_auth', value: `${user.userId}.${user.rand}.${'0'.repeat(64)}`, url: baseURL! }]);
  await page.goto('/fines/list');
  await expect(page).toHaveURL(/\/login/);
});
