import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createUserWithSts } from './support/api-user';
import { linkIn, uniqueAddress, waitForMail } from './support/mailbox';
import { exitOfServer, startSecondServer } from './support/second-server';
import { acceptSignInLink } from './support/sign-in-link';

test('/dev/outbox answers 404 in the production build', async ({ page }) => {
  const res = await page.goto('/dev/outbox');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Почтовый ящик' })).toHaveCount(0);
});

test.describe('the embedded default: production build without SMTP_URL or PUBLIC_URL', () => {
  test.skip(({ isMobile }) => isMobile, 'one server process is enough; the page is not about layout');

  test('serves no mail on /dev/outbox, delivers into a private file with links on its own port', async ({ request }) => {
    test.setTimeout(120_000);
    const server = await startSecondServer('e2e-no-smtp');
    try {
      expect((await request.get(`${server.url}/dev/outbox`)).status()).toBe(404);
      const email = uniqueAddress();
      const sent = await request.post(`${server.url}/105/api/fos/send/auth`, { form: { email } });
      expect((await sent.json()).status).toBe('ok');

      const dir = path.join(server.dataDir, 'outbox');
      const files = () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []);
      await expect.poll(() => files().length, { timeout: 20_000 }).toBe(1);
      const file = path.join(dir, files()[0]!);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const mail = JSON.parse(readFileSync(file, 'utf8')) as { to: string; text: string };
      expect(mail.to).toBe(email);
      expect(mail.text).toMatch(new RegExp(`^http://localhost:${server.port}/login/link\\?token=[A-Za-z0-9_-]{43}$`, 'm'));
      // Still nothing to read over HTTP once the mail is there.
      expect((await request.get(`${server.url}/dev/outbox`)).status()).toBe(404);
    } finally {
      await server.stop();
    }
  });
});

test('a production server that sends real mail refuses to start without PUBLIC_URL', async ({ isMobile }) => {
  test.skip(isMobile, 'about the server process, not a viewport');
  test.setTimeout(90_000);
  const { code, output } = await exitOfServer('e2e-no-public-url', { SMTP_URL: 'smtp://127.0.0.1:1' });
  expect(code).toBe(1);
  expect(output).toContain('PUBLIC_URL is required in production when SMTP_URL or DATABASE_URL is set');
});

test('a production server on PostgreSQL refuses to start without APP_SECRET, rather than failing every sign-in', async ({
  isMobile,
}) => {
  test.skip(isMobile, 'about the server process, not a viewport');
  test.setTimeout(90_000);
  const { code, output } = await exitOfServer('e2e-no-app-secret', {
    DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none',
    PUBLIC_URL: 'https://shtrafy.example.ru',
  });
  expect(code).toBe(1);
  expect(output).toContain('APP_SECRET is required in production when DATABASE_URL is set');
});

async function signedInProfile(page: Page, request: Parameters<typeof createUserWithSts>[0]) {
  const user = await createUserWithSts(request, '9900000000');
  await acceptSignInLink(page, `/profile?userId=${user.userId}&rand=${user.rand}&session=${user.session}`);
  await expect(page).toHaveURL(/\/profile$/);
}

/** On a signed-in /profile, saves a new notification address; answers it and the section (its confirmation is mailed). */
async function saveNotifyAddress(page: Page, request: Parameters<typeof createUserWithSts>[0]) {
  await signedInProfile(page, request);
  const section = page.getByRole('region', { name: 'Уведомления о новых штрафах' });
  const address = uniqueAddress();
  await section.getByLabel('E-mail для уведомлений').fill(address);
  await section.getByRole('button', { name: 'Сохранить' }).click();
  await expect(section.getByText(`Подтвердите адрес: мы отправили письмо на ${address}.`, { exact: false })).toBeVisible();
  return { address, section };
}

test('the notification e-mail is confirmed by the mailed link before it counts', async ({ page, request }) => {
  const { address, section } = await saveNotifyAddress(page, request);
  await expect(section.getByText('Письма приходят на')).toHaveCount(0);

  const mail = await waitForMail(address);
  expect(mail.subject).toBe('Подтвердите адрес для уведомлений о штрафах');
  expect(mail.text).not.toMatch(/кнопк/i);
  const link = linkIn(mail, '/email/confirm?token=');
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  // Opening the link changes nothing by itself; the press does.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Подтверждение адреса' })).toBeVisible();
  await page.getByRole('button', { name: 'Подтвердить адрес' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Адрес ${address} подтверждён` })).toBeVisible();

  await page.getByRole('link', { name: 'Перейти в профиль' }).click();
  await expect(section.getByText(`Письма приходят на ${address}`)).toBeVisible();
  await expect(section.getByText('Подтвердите адрес', { exact: false })).toHaveCount(0);

  // The same link a second time says at once what it did, with nothing to press.
  await page.goto(link);
  await expect(page.getByRole('status').filter({ hasText: `Адрес ${address} подтверждён` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Подтвердить адрес' })).toHaveCount(0);
});

test('without JavaScript the confirmation link works by its form, and a made-up one says so at once', async ({
  page,
  request,
  browser,
}) => {
  const { address, section } = await saveNotifyAddress(page, request);
  const link = linkIn(await waitForMail(address), '/email/confirm?token=');

  // The mail opened on a device whose browser runs no scripts.
  const plain = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await plain.goto(link);
  await plain.getByRole('button', { name: 'Подтвердить адрес' }).click();
  await expect(plain).toHaveURL(/\/email\/confirm\?token=/);
  await expect(plain.getByText(`Адрес ${address} подтверждён`)).toBeVisible();
  await page.reload();
  await expect(section.getByText(`Письма приходят на ${address}`)).toBeVisible();

  await plain.goto(`/email/confirm?token=${'z'.repeat(43)}`);
  await expect(plain.getByText('Ссылка для подтверждения устарела или уже использована')).toBeVisible();
  await expect(plain.getByRole('button', { name: 'Подтвердить адрес' })).toHaveCount(0);
  await plain.context().close();
});
