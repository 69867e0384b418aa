import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, request as requestFactory, test, type APIRequestContext } from '@playwright/test';
import { makeInn12 } from '@/lib/domain/inn';
import { createUserWithSts, registerByApi } from './support/api-user';
import { uniqueAddress } from './support/mailbox';
import { SMTP_PORT } from './support/smtp-sink';
import { startSecondServer, type SecondServer } from './support/second-server';
import { acceptSignInLink } from './support/sign-in-link';

// A server of its own: the operator is granted by the documented command before it starts
// (the embedded database is opened by one process at a time).
test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'one server process; the dashboard is checked at 390 px inside the test');

const NAME = 'e2e-tracking';
const operatorEmail = uniqueAddress();
let server: SecondServer;
let api: APIRequestContext;
let operatorQuery: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = path.resolve(`.data/${NAME}`);
  rmSync(dataDir, { recursive: true, force: true });
  const out = execFileSync(
    'npx',
    ['tsx', '--conditions=react-server', 'lib/server/tracking/operator-cli.ts', 'grant', operatorEmail],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  expect(out).toContain(`${operatorEmail} — оператор`);
  server = await startSecondServer(
    NAME,
    {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      PUBLIC_URL: 'http://127.0.0.1',
      SANDBOX_DELAY_MIN_MS: '200',
      SANDBOX_DELAY_MAX_MS: '400',
    },
    true,
  );
  api = await requestFactory.newContext({ baseURL: server.url });
  operatorQuery = await registerByApi(api, await createUserWithSts(api, '9900000000'), operatorEmail, 'operator-password-1');
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

test('a visit, a click and a form submission produce the three records with the device id', async ({ page }) => {
  await page.goto(`${server.url}/`);
  await page.getByLabel('Номер СТС').fill('9900100100');
  await page.getByLabel('Госномер').fill('А123ВС');
  await page.getByLabel('Регион').fill('77');
  await page.getByRole('button', { name: 'Проверить штрафы' }).click();
  await expect(page).toHaveURL(/\/fines\/list/);
  const device = (await page.evaluate(() => window.localStorage.getItem('userTrackingId')))!;

  const inn = makeInn12('5001234567');
  await page.goto(`${server.url}/profile`);
  await page.getByRole('button', { name: 'Добавить ИНН' }).click();
  const innForm = page.getByRole('form', { name: 'Новый ИНН' });
  await innForm.getByLabel('ИНН', { exact: true }).fill(inn);
  await innForm.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText(`ИНН ${inn}`).first()).toBeVisible();
  // Leaving the page sends what is queued (keepalive).
  await page.goto(`${server.url}/login`);

  type Rec = {
    kind: string;
    name: string;
    deviceId: string;
    userId: number | null;
    appVersion: string;
    deviceTime: string;
    data: unknown;
  };
  const records = async (): Promise<Rec[]> =>
    (await (await api.get(`/105/api/operator/events?deviceId=${device}&limit=200&${operatorQuery}`)).json()).records ?? [];
  const has = (rs: Rec[], kind: string, name: string) => rs.some((r) => r.kind === kind && r.name === name);
  await expect
    .poll(
      async () => {
        const rs = await records();
        return ['screen:home', 'button:check-fines', 'screen:fines/list', 'form:inn', 'event:submitted-form_inn'].filter(
          (k) => !has(rs, k.split(':')[0]!, k.slice(k.indexOf(':') + 1)),
        );
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
  const rs = await records();
  for (const r of rs) {
    expect(r.deviceId).toBe(device);
    expect(r.appVersion).toBe('0.1.0');
    expect(Date.parse(r.deviceTime)).toBeGreaterThan(Date.now() - 10 * 60_000);
  }
  const form = rs.find((r) => r.kind === 'form' && r.name === 'inn')!;
  expect(form.data).toEqual({ data: `*********${inn.slice(-3)}`, result: 'ok' });
  expect(form.userId).not.toBeNull();
  expect(JSON.stringify(rs)).not.toContain(inn);
});

test('the dashboard: charts for an operator, 404 for everybody else', async ({ page, browser }) => {
  // A visitor (anonymous account) and an API call without the role get the 404 page and code.
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/`);
  const res = await visitor.goto(`${server.url}/operator`);
  expect(res?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await visitor.close();
  const stranger = await createUserWithSts(api, '9900000000');
  const refused = await api.get(
    `/105/api/operator/usage?userId=${stranger.userId}&rand=${stranger.rand}&session=${stranger.session}`,
  );
  expect(refused.status()).toBe(404);

  await acceptSignInLink(page, `${server.url}/profile?${operatorQuery}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
  await page.goto(`${server.url}/operator?days=7`);
  await expect(page.getByRole('heading', { level: 1, name: 'Использование сервиса' })).toBeVisible();
  await expect(page.getByRole('link', { name: '7 дней' })).toHaveAttribute('aria-current', 'page');
  for (const title of ['События по дням', 'Регистрации по дням', 'События по названиям', 'Экраны']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  // recharts draws after the page: five charts, each with its drawing.
  await expect(page.locator('.recharts-wrapper')).toHaveCount(5, { timeout: 20_000 });
  await expect(page.locator('.recharts-wrapper svg.recharts-surface').first()).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Воронка: устройства, дошедшие до шага' })).toContainText('fines/list');
  await expect(page.getByRole('table', { name: 'Самые частые события' })).toContainText('clicked-button_check-fines');
  // Days written the Russian way, as everywhere else on the site.
  await expect(page.getByRole('table', { name: 'Записи по дням и видам' }).locator('tbody td').first()).toHaveText(
    /^\d{2}\.\d{2}\.\d{4}$/,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  // The charts follow the new width after their resize observers fire.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
