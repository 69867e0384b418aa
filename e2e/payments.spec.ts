import { expect, test, type Page } from '@playwright/test';
import { createUserWithSts } from './support/api-user';
import { waitForMail } from './support/mailbox';
import { payOnSandboxPage, selectableUins, selectAllForPayment, stsWithOwnUnpaidFines } from './support/payments';
import { acceptSignInLink } from './support/sign-in-link';

/** Signs a fresh user with the sandbox document of two unpaid fines in and opens the finished list. */
async function listWithTwoUnpaidFines(page: Page, request: Parameters<typeof createUserWithSts>[0]): Promise<void> {
  const user = await createUserWithSts(request, stsWithOwnUnpaidFines());
  await acceptSignInLink(page, `/fines/list?userId=${user.userId}&rand=${user.rand}&session=${user.session}`);
  await expect(page.getByRole('heading', { name: 'Проверка завершена' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(2);
}

/** Starts paying the selected fines: the prepayment page, the receipt address, «Оплатить». */
async function checkout(page: Page, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Оплатить выбранные' }).click();
  await expect(page).toHaveURL(/\/prepayment\?uin=/);
  await expect(page.getByRole('heading', { name: /^Оплата штраф(а|ов)$/ })).toBeVisible();
  await expect(page.getByText('Тестовая оплата: деньги не списываются')).toBeVisible();
  // The form's scripts first (the button is disabled until they run): a fill before hydration can
  // meet the server's pre-filled address being set again and end up with both.
  await expect(page.getByRole('button', { name: /^Оплатить \d/ })).toBeEnabled();
  await page.getByLabel('E-mail для квитанции').fill(email);
  await page.getByRole('button', { name: /^Оплатить \d/ }).click();
  await expect(page).toHaveURL(/\/sandbox-acquirer\/[0-9a-f-]{36}$/);
}

test('pay two fines with the sandbox success card: «оплачен, ждём подтверждения», a receipt, and back never pays again', async ({
  page,
  request,
}) => {
  await listWithTwoUnpaidFines(page, request);
  await selectAllForPayment(page, 2);
  await expect(page.getByRole('status').filter({ hasText: 'Выбрано 2 начисления' })).toBeVisible();
  const email = `payer${Date.now()}@example.ru`;
  await checkout(page, email);

  await payOnSandboxPage(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/prepayment\/success\?payment=\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /Платёж № \d+ прошёл/ })).toBeVisible();
  await expect(page.getByText('Оплачен, ждём подтверждения из ГИС ГМП', { exact: true })).toHaveCount(2);
  const mail = await waitForMail(email);
  expect(mail.subject).toMatch(/^Платёж № \d+ принят \(тестовая оплата\)$/);

  // Back through the history: the gateway page says it is done; the wait page forwards to success.
  await page.goBack();
  await expect(page.getByText('Банк подтвердил карту, сумма заблокирована')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/prepayment\/success\?payment=\d+$/);

  await page.goto('/fines/list');
  await expect(page.getByRole('tabpanel').getByText('Оплачен, ждём подтверждения', { exact: true })).toHaveCount(2);
  await expect(page.getByLabel('Выбрать для оплаты')).toHaveCount(0);
  // Paid through us is not called unpaid, though the cards stay in that tab until ГИС ГМП confirms.
  await expect(page.locator('[role="status"][aria-live="polite"]')).toHaveText(
    'Проверка завершена. Неоплаченных штрафов: 0, оплачены и ждут подтверждения: 2, у приставов не оплачено: 0',
  );

  await page.goto('/profile');
  const history = page.getByRole('region', { name: 'История платежей' });
  await expect(history.getByText(/Платёж № \d+ на/)).toHaveCount(1);
  await expect(history.getByText('Оплачен', { exact: true })).toBeVisible();
  // On a 320 px phone a payment's УИН wraps in its card instead of widening the page.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBe(0);
});

test('paying on another address of the same server than PUBLIC_URL comes back to that address, still signed in', async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'about addresses, not layout; one viewport keeps the suite inside the per-address budgets');
  // The browser's sign-in is kept per address: 127.0.0.1 (PUBLIC_URL here) and localhost are two.
  const other = new URL(baseURL!);
  other.hostname = 'localhost';
  const user = await createUserWithSts(request, stsWithOwnUnpaidFines());
  await acceptSignInLink(
    page,
    new URL(`/fines/list?userId=${user.userId}&rand=${user.rand}&session=${user.session}`, other).toString(),
  );
  await expect(page.getByRole('heading', { name: 'Проверка завершена' })).toBeVisible();
  await selectAllForPayment(page, 1);
  await checkout(page, `payer${Date.now()}@example.ru`);
  await payOnSandboxPage(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(new RegExp(`^${other.origin}/prepayment/success\\?payment=\\d+$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /Платёж № \d+ прошёл/ })).toBeVisible();
});

test('the declined card leads to /prepayment/error with nothing marked paid', async ({ page, request }) => {
  await listWithTwoUnpaidFines(page, request);
  await selectAllForPayment(page, 1);
  const email = `declined${Date.now()}@example.ru`;
  await checkout(page, email);
  await payOnSandboxPage(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/prepayment\/error\?payment=\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /Платёж № \d+ не прошёл/ })).toBeVisible();
  await expect(page.getByText('На карте недостаточно денег.')).toBeVisible();
  await expect(page.getByText('Деньги не списаны.', { exact: false })).toBeVisible();

  // «Попробовать ещё раз»: the same charge, and the receipt address of the attempt filled in.
  await page.getByRole('link', { name: 'Попробовать ещё раз' }).click();
  await expect(page.getByRole('heading', { name: /^Оплата штраф(а|ов)$/ })).toBeVisible();
  await expect(page.getByLabel('E-mail для квитанции')).toHaveValue(email);

  await page.goto('/fines/list');
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('tabpanel').getByText('Оплачен, ждём подтверждения', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Выбрать для оплаты')).toHaveCount(2);
});

test('a reload of /prepayment/wait while the bank is slow stays on the wait page, then shows the success', async ({
  page,
  request,
}) => {
  await listWithTwoUnpaidFines(page, request);
  await selectAllForPayment(page, 1);
  await checkout(page, `slow${Date.now()}@example.ru`);
  await payOnSandboxPage(page, '4000 0000 0000 0077');
  await expect(page).toHaveURL(/\/prepayment\/wait\?payment=\d+$/, { timeout: 20_000 });
  const waiting = page.getByText('Ждём ответа банка о платеже…');
  await expect(waiting).toBeVisible();
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(waiting).toBeVisible();
  await expect(page).toHaveURL(/\/prepayment\/success\?payment=\d+$/, { timeout: 40_000 });
});

test('a second attempt on fines already paid through us warns before any money moves', async ({ page, request }) => {
  await listWithTwoUnpaidFines(page, request);
  await selectAllForPayment(page, 1);
  await checkout(page, `twice${Date.now()}@example.ru`);
  await payOnSandboxPage(page, '2200 0000 0000 0004');
  await expect(page).toHaveURL(/\/prepayment\/success\?payment=\d+$/, { timeout: 20_000 });
  const paidUin = /УИН (\d{20,25})/.exec(
    (await page
      .getByText(/^УИН \d+/)
      .first()
      .textContent()) ?? '',
  )![1]!;

  await page.goto(`/prepayment?uin=${paidUin}`);
  const warning = page.getByRole('alert').filter({ hasText: 'уже оплачен через наш сервис' });
  await expect(warning).toContainText(`УИН ${paidUin}`);
  await expect(warning).toContainText('Всё равно оплатить ещё раз?');
  await expect(page.getByRole('button', { name: /^Оплатить \d/ })).toBeEnabled();
  await page.getByLabel('E-mail для квитанции').fill(`twice${Date.now()}@example.ru`);
  await page.getByRole('button', { name: /^Оплатить \d/ }).click();
  await expect(page.getByText('Отметьте «Да, оплатить ещё раз» или вернитесь к списку штрафов.')).toBeVisible();
  await expect(page).toHaveURL(/\/prepayment\?uin=/);

  // Brought back to a page with the paid fine and an unpaid one (Back, a bookmark): the rest alone can be paid.
  await page.goto('/prepayment?all=1');
  const unpaidUin = /УИН (\d{20,25})/.exec(
    (await page
      .getByText(/^УИН \d+/)
      .first()
      .textContent()) ?? '',
  )![1]!;
  expect(unpaidUin).not.toBe(paidUin);
  await page.goto(`/prepayment?uin=${paidUin}&uin=${unpaidUin}`);
  await expect(page.getByRole('alert').filter({ hasText: 'уже оплачен через наш сервис' })).toBeVisible();
  await page.getByRole('link', { name: 'Оплатить только неоплаченные: 1 из 2' }).click();
  await expect(page).toHaveURL(new RegExp(`/prepayment\\?uin=${unpaidUin}$`));
  await expect(page.getByRole('alert').filter({ hasText: 'уже оплачен через наш сервис' })).toHaveCount(0);
  await expect(page.getByText(`УИН ${unpaidUin}`)).toBeVisible();
});

test('a fine another account is paying (the same СТС in another browser) can be paid from here too; the payment authorised later is released', async ({
  page,
  browser,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'about the rule, not layout; one viewport keeps the suite inside the per-address budgets');
  const sts = stsWithOwnUnpaidFines();
  const [first, second] = [await createUserWithSts(request, sts), await createUserWithSts(request, sts)];
  await acceptSignInLink(page, `/fines/list?userId=${first.userId}&rand=${first.rand}&session=${first.session}`);
  await expect(page.getByRole('heading', { name: 'Проверка завершена' })).toBeVisible();
  await selectAllForPayment(page, 2);
  await checkout(page, `first${Date.now()}@example.ru`);
  // The first person is on the bank's page now; the second, in a browser of their own, pays the same fines.
  const other = await (await browser.newContext()).newPage();
  await acceptSignInLink(other, `/fines/list?userId=${second.userId}&rand=${second.rand}&session=${second.session}`);
  await expect(other.getByRole('heading', { name: 'Проверка завершена' })).toBeVisible();
  await selectAllForPayment(other, 2);
  await other.getByRole('link', { name: 'Оплатить выбранные' }).click();
  await expect(other.getByText(/^УИН \d+, \d+ уже оплачиваются с другого аккаунта\. Если оплатите и отсюда/)).toBeVisible();
  await expect(other.getByText('Выбранное оплатить нельзя')).toHaveCount(0);
  await expect(other.getByRole('button', { name: /^Оплатить \d/ })).toBeEnabled();
  await other.getByLabel('E-mail для квитанции').fill(`second${Date.now()}@example.ru`);
  await other.getByRole('button', { name: /^Оплатить \d/ }).click();
  await expect(other).toHaveURL(/\/sandbox-acquirer\/[0-9a-f-]{36}$/);
  await payOnSandboxPage(other, '4111 1111 1111 1111');
  await expect(other).toHaveURL(/\/prepayment\/success\?payment=\d+$/, { timeout: 20_000 });
  // With nothing chosen at all, the payment page says how to choose.
  await other.goto('/prepayment');
  await expect(other.getByRole('heading', { name: 'Нечего оплачивать' })).toBeVisible();
  await expect(other.getByText('Отметьте неоплаченные штрафы в списке и нажмите «Оплатить выбранные».')).toBeVisible();
  await other.context().close();

  // The first person finishes on the bank's page afterwards: nothing is taken, and the page says why.
  await payOnSandboxPage(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/prepayment\/error\?payment=\d+$/, { timeout: 20_000 });
  await expect(
    page.getByText(
      'Платёж отменён: пока он шёл, начисление оплатили с другого аккаунта. Деньги не списаны — заблокированная сумма вернётся на карту.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/остал(ся|ись) неоплаченн/)).toHaveCount(0);
  await page.goto('/fines/list');
  await expect(page.getByRole('tabpanel').getByText('Оплачен, ждём подтверждения', { exact: true })).toHaveCount(2);
});

test('a fine held by the person’s unfinished payment says so on the list, and on /prepayment, with a link to that payment', async ({
  page,
  request,
}) => {
  await listWithTwoUnpaidFines(page, request);
  const uins = await selectableUins(page);
  await selectAllForPayment(page, 1);
  await checkout(page, `held${Date.now()}@example.ru`);
  // The gateway's page is left open, unpaid: the list no longer offers that fine for payment.
  await page.goto('/fines/list');
  const held = page.getByRole('tabpanel').getByRole('article').filter({ hasText: 'Оплачивается' });
  await expect(held).toHaveCount(1);
  await expect(held).toContainText(/Оплачивается: платёж № \d+ ещё не завершён/);
  await expect(page.getByLabel('Выбрать для оплаты')).toHaveCount(1);
  // The sums are of the other fine alone.
  await expect(page.getByText('Без 1 начисления из вашего неоконченного платежа — его карточка ведёт к нему.')).toBeVisible();
  // A link to both, kept from before, names the payment on /prepayment too.
  await page.goto(`/prepayment?uin=${uins[0]}&uin=${uins[1]}`);
  const notice = page.getByRole('alert').filter({ hasText: 'в платёж не войдут' });
  await expect(notice).toContainText(/уже оплачивается в платеже № \d+/);
  await notice.getByRole('link', { name: /^Открыть платёж № \d+$/ }).click();
  await expect(page).toHaveURL(/\/prepayment\/wait\?payment=\d+$/);
  await page.goto('/fines/list');
  await held.getByRole('link', { name: /^Открыть платёж № \d+$/ }).click();
  await expect(page).toHaveURL(/\/prepayment\/wait\?payment=\d+$/);
});

test('a second tab paying a fine the first tab just put into a payment is brought up to date, with a link to that payment', async ({
  page,
  request,
}) => {
  await listWithTwoUnpaidFines(page, request);
  const uins = await selectableUins(page);
  // The second tab opens the payment of the first fine before the first tab pays both.
  const second = await page.context().newPage();
  await second.goto(`/prepayment?uin=${uins[0]}`);
  await expect(second.getByRole('button', { name: /^Оплатить \d/ })).toBeEnabled();
  await selectAllForPayment(page, 2);
  await checkout(page, `tabs${Date.now()}@example.ru`);
  await second.getByLabel('E-mail для квитанции').fill('tabs@example.ru');
  await second.getByRole('button', { name: /^Оплатить \d/ }).click();
  // The page is read again: nothing left to pay there, and the payment that holds the fine is one click away.
  const notice = second.getByRole('alert').filter({ hasText: 'Выбранное оплатить нельзя' });
  await expect(notice).toContainText(/уже оплачивается в платеже № \d+/);
  await expect(second.getByRole('button', { name: /^Оплатить \d/ })).toHaveCount(0);
  await notice.getByRole('link', { name: /^Открыть платёж № \d+$/ }).click();
  await expect(second).toHaveURL(/\/prepayment\/wait\?payment=\d+$/);
});

test('«Оплатить все неоплаченные» under the list’s totals opens the payment of every unpaid fine, also without a tick', async ({
  page,
  request,
}) => {
  await listWithTwoUnpaidFines(page, request);
  const uins = await selectableUins(page);
  await page.getByRole('link', { name: 'Оплатить все неоплаченные' }).click();
  await expect(page).toHaveURL(/\/prepayment\?all=1$/);
  await expect(page.getByRole('heading', { name: /^Оплата штраф(а|ов)$/ })).toBeVisible();
  for (const uin of uins) await expect(page.getByText(uin, { exact: false }).first()).toBeVisible();
});
