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
  const batches: { headers: Record<string, string>; records: { type: string; trackingId?: string }[] }[] = [];
  page.on('request', (req) => {
    if (!req.url().includes('/105/api/track/batch')) return;
    const records = JSON.parse(new URLSearchParams(req.postData() ?? '').get('records') ?? '[]');
    batches.push({ headers: req.headers(), records });
  });
  await page.goto('/');
  // Made on first use: the home page's screen view, reported once the page is interactive.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('userTrackingId'))).toMatch(/^[0-9a-f-]{36}$/);
  const device = await page.evaluate(() => window.localStorage.getItem('userTrackingId'));
  await page.goto('/login');
  await expect.poll(() => batches.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(batches[0]!.headers['deviceid']).toBe(device);
  expect(batches[0]!.headers['appversion']).toBe('0.1.0');
  expect(Number(batches[0]!.headers['devicetimestamp'])).toBeGreaterThan(Date.now() - 60_000);
  expect(batches[0]!.records[0]).toMatchObject({ type: 'screen', screenName: 'home', trackingId: device });
  // The same device after a reload.
  await page.reload();
  expect(await page.evaluate(() => window.localStorage.getItem('userTrackingId'))).toBe(device);
});
