import { expect, test } from '@playwright/test';
import { checkFines } from './support/fines';

test('an unreachable tracking endpoint leaves every page working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let refused = 0;
  await page.route('**/105/api/track/**', (route) => {
    refused += 1;
    return route.abort('connectionrefused');
  });
  await checkFines(page, '9900100100');
  await expect(page).toHaveURL(/\/fines\/list/);
  await expect(page.getByRole('tab', { name: /Неоплаченные 2/ })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The reports were tried (and failed) while every page did its job.
  await expect.poll(() => refused).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('the device id is stored under userTrackingId and every report carries it', async ({ page }) => {
  const batch = page.waitForRequest((req) => req.url().includes('/105/api/track/batch'), { timeout: 15_000 });
  await page.goto('/');
  // The home page's screen view leaves as a batch about 2 s after the page is interactive.
  const req = await batch;
  const device = await page.evaluate(() => window.localStorage.getItem('userTrackingId'));
  expect(device).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const headers = req.headers();
  expect(headers['deviceid']).toBe(device);
  expect(headers['appversion']).toBe('0.1.0');
  expect(Math.abs(Number(headers['devicetimestamp']) - Date.now())).toBeLessThan(60_000);
  const records = JSON.parse(new URLSearchParams(req.postData() ?? '').get('records') ?? '[]');
  expect(records[0]).toEqual({ type: 'screen', screenName: 'home', referer: null, userId: null, trackingId: device });
  expect((await req.response())?.status()).toBe(200);
  // The same device after a reload.
  await page.reload();
  expect(await page.evaluate(() => window.localStorage.getItem('userTrackingId'))).toBe(device);
});
