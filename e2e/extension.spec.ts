import os from 'node:os';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { DEV_EXTENSION_ID } from '@/lib/contract/extension';
import { createUserWithSts, type ApiUser } from './support/api-user';
import { buildExtension, launchWithExtension, siteOrigin, waitForLookups, type LoadedExtension } from './support/extension';
import { acceptSignInLink } from './support/sign-in-link';

/**
 * The Chrome extension, unpacked from this build, against the running site: signing in through
 * the site, the popup and badge, ending its sign-in from /profile, and the refusals (a forged token,
 * another origin). Desktop only: phones have no extensions.
 */
const test = base.extend<{ site: string; extension: LoadedExtension }, { extensionDir: string }>({
  extensionDir: [
    async ({}, provide, workerInfo) => {
      const dir = path.join(os.tmpdir(), `shtrafy-extension-e2e-${process.pid}-${workerInfo.workerIndex}`);
      buildExtension(siteOrigin(String(workerInfo.project.use.baseURL)), dir);
      await provide(dir);
    },
    { scope: 'worker' },
  ],
  site: async ({ baseURL }, provide) => provide(siteOrigin(baseURL!)),
  extension: async ({ extensionDir, launchOptions }, provide) => {
    const loaded = await launchWithExtension(extensionDir, launchOptions.executablePath);
    await provide(loaded);
    await loaded.context.close();
  },
});

test.skip(({ isMobile }) => isMobile, 'browser extensions are a desktop feature');

const triple = (user: ApiUser) => `userId=${user.userId}&rand=${user.rand}&session=${user.session}`;
const TOKEN_LIKE = 'A'.repeat(43);

test('signed in through the site, the extension shows the unpaid fines; its sign-in ends from /profile', async ({
  extension,
  site,
  request,
}) => {
  const { context, id, worker } = extension;
  expect(id).toBe(DEV_EXTENSION_ID);
  const user = await createUserWithSts(request, '9900100100');
  await waitForLookups(request, user);
  const sitePage = await context.newPage();
  await acceptSignInLink(sitePage, `${site}/profile?${triple(user)}`);
  await expect(sitePage).toHaveURL(`${site}/profile`);

  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${id}/popup.html`);
  const opened = context.waitForEvent('page');
  await popup.getByRole('button', { name: 'Войти через сайт' }).click();
  const connect = await opened;
  await expect(connect).toHaveURL(new RegExp(`^${site}/extension/connect\\?id=${id}&challenge=[\\w-]{43}$`));
  await connect.getByRole('button', { name: 'Подключить расширение' }).click();
  await expect(connect.getByRole('status').filter({ hasText: 'Готово: расширение подключено' })).toBeVisible();

  // The popup follows the extension's storage: the count, the sums and the two fines (one discounted, one overdue).
  await expect(popup.getByTestId('unpaid-count')).toHaveText('2 неоплаченных штрафа');
  await expect(popup.getByText('К оплате')).toBeVisible();
  await expect(popup.getByText(/^Скидка \d+ %$/)).toBeVisible();
  const charges = popup.getByRole('list').getByRole('link');
  await expect(charges).toHaveCount(2);
  for (const href of await charges.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
    expect(href).toMatch(new RegExp(`^${site}/fines/list/fine/\\d+$`));
  }
  await expect(popup.getByText('Демонстрационный режим', { exact: false })).toBeVisible();
  await expect.poll(() => worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('2');

  // Its own sign-in: the same account, another salt; the site's authorization is untouched.
  const stored = await worker.evaluate(() => chrome.storage.local.get('auth:chromeExtension'));
  const record = stored['auth:chromeExtension'] as Record<string, string>;
  expect(record.userId).toBe(user.userId);
  expect(record.salt).not.toBe(user.salt);
  const web = JSON.parse((await sitePage.evaluate(() => localStorage.getItem('shtrafy:auth:web'))) ?? '{}');
  expect(web.session).toBe(user.session);

  // /profile lists it and ends it; the site stays signed in, the extension signs out at its next check.
  await sitePage.reload();
  const signIns = sitePage.getByRole('region', { name: 'Входы в аккаунт' });
  await expect(signIns.getByText('Расширение для Chrome')).toBeVisible();
  await expect(signIns.getByText('этот браузер')).toBeVisible();
  await signIns.getByRole('button', { name: /^Завершить вход: Расширение для Chrome/ }).click();
  await expect(signIns.getByText('Вход «Расширение для Chrome» завершён')).toBeAttached();
  await expect(signIns.getByText('Расширение для Chrome', { exact: true })).toHaveCount(0);

  await popup.getByRole('button', { name: 'Обновить' }).click();
  await expect(popup.getByText('Вход расширения завершён', { exact: false })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Войти через сайт' })).toBeVisible();
  await expect.poll(() => worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('');
  await sitePage.reload();
  await expect(sitePage).toHaveURL(`${site}/profile`);
});

test('a forged token and a hand-over from another origin are refused', async ({ extension, site, request, baseURL }) => {
  const { context, id } = extension;
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${id}/popup.html`);
  const opened = context.waitForEvent('page');
  await popup.getByRole('button', { name: 'Войти через сайт' }).click();
  // Not signed in on the site in this browser: the confirmation page sends to /login and back.
  const connect = await opened;
  await expect(connect).toHaveURL(new RegExp(`^${site}/login\\?next=%2Fextension%2Fconnect`));

  // A page of the site may message the extension, but a token the server never issued gets nothing.
  const forged = await connect.evaluate(
    ([extensionId, token]) => chrome.runtime.sendMessage(extensionId!, { type: 'shtrafy:handover', token }),
    [id, TOKEN_LIKE],
  );
  expect(forged).toEqual({ ok: false, message: 'Код подключения устарел или уже использован. Подключите расширение ещё раз' });
  await popup.reload();
  await expect(popup.getByRole('button', { name: 'Войти через сайт' })).toBeVisible();

  // Another origin (the same server as 127.0.0.1) cannot reach the extension at all, even signed in.
  const user = await createUserWithSts(request, '9900000000');
  const other = await context.newPage();
  await acceptSignInLink(other, `${baseURL}/profile?${triple(user)}`);
  await expect(other).toHaveURL(`${baseURL}/profile`);
  expect(await other.evaluate(() => typeof (globalThis as { chrome?: { runtime?: unknown } }).chrome?.runtime)).toBe('undefined');
  const challenge = 'B'.repeat(43);
  await other.goto(`${baseURL}/extension/connect?id=${id}&challenge=${challenge}`);
  await other.getByRole('button', { name: 'Подключить расширение' }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'Расширение «Штрафы» не отвечает' })).toBeVisible();

  // And the server takes a real token only from the extension it was issued for.
  const asked = await request.post(`/105/api/extension/handover?${triple(user)}`, { form: { extensionId: id, challenge } });
  const { token } = await asked.json();
  for (const origin of [baseURL!, site]) {
    const refused = await request.post('/105/api/extension/exchange', {
      form: { token, verifier: TOKEN_LIKE },
      headers: { origin },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('handover_refused');
  }
});
