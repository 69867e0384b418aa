import { expect, test } from '@playwright/test';
import { checkFines } from './support/fines';
import { CHECK_FORM, isHydrated } from './support/hydration';

test('a fresh visitor checks a СТС and sees its fines, discount, overdue mark and fee', async ({ page }) => {
  await checkFines(page, '99 00 100100', 'a123bc', '777');
  await expect(page).toHaveURL(/\/fines\/list$/);
  // Progress while the lookup runs is watched continuously in fines-list.spec.ts; here the lookup may already be done.
  await expect(page.getByText('Демонстрационный режим', { exact: false }).first()).toBeVisible();
  const unpaid = page.getByRole('tab', { name: /Неоплаченные 2/ });
  await expect(unpaid).toBeVisible();
  await expect(unpaid).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('Просрочен', { exact: true })).toBeVisible();
  await expect(page.getByText(/скидка \d+\s%/i).first()).toBeVisible();
  const panel = page.getByRole('tabpanel');
  // One fee line per unpaid fine (the rule's explanation is a collapsed hint, not a fee line).
  await expect(panel.getByText(/^Комиссия сервиса: [\d\s\u00a0]+,\d\d\u00a0₽$/)).toHaveCount(2);
  await expect(panel.getByText(/^Итого к оплате: [\d\s\u00a0]+,\d\d\u00a0₽$/)).toHaveCount(2);
  await expect(page.getByText(/КоАП 12\./).first()).toBeVisible();
});

test('the list is rendered on the server for a returning visitor', async ({ page, browser }) => {
  await checkFines(page, '99 00 100100');
  await expect(page.getByRole('tab', { name: /Неоплаченные 2/ })).toBeVisible();
  // A browser with JavaScript off still gets the stored fines in the HTML.
  const cookies = await page.context().cookies();
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  await noJs.addCookies(cookies);
  const bare = await noJs.newPage();
  await bare.goto('/fines/list');
  await expect(bare.getByText(/КоАП 12\./).first()).toBeVisible();
  await noJs.close();
});

test('bailiff orders are shown on their own tab with the ФССП УИН', async ({ page }) => {
  await checkFines(page, '9900700700');
  const orders = page.getByRole('tab', { name: /У приставов [1-9]/ });
  await expect(orders).toBeVisible();
  await orders.click();
  await expect(page.getByRole('tabpanel').getByText(/322\d/).first()).toBeVisible();
});

test('a registry error is reported for the document, in Russian', async ({ page }) => {
  await checkFines(page, '9900500500');
  await expect(
    page
      .getByText(/ГИС ГМП/)
      .filter({ hasNotText: 'Проверяем' })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
});

test('bad input shows the exact messages and goes nowhere', async ({ page }) => {
  await page.goto('/');
  // Pressed before its code arrives, the form posts as without JavaScript (e2e/no-javascript.spec.ts).
  await expect.poll(() => isHydrated(page, CHECK_FORM)).toBe(true);
  await page.getByLabel('Номер СТС').fill('12');
  await page.getByRole('button', { name: 'Проверить штрафы' }).click();
  await expect(page.getByText('Введите номер СТС: 10 знаков, например 99 04 449114')).toBeVisible();
  await expect(page.getByLabel('Номер СТС')).toHaveAttribute('aria-invalid', 'true');
  // The click itself was a submit: every field is checked and the keyboard is at the first wrong one
  // (the field's blur used to show its error first and move the button from under the mouse).
  await expect(page.getByText('Введите код региона: 2 или 3 цифры, например 77 или 777')).toBeVisible();
  await expect(page.getByLabel('Номер СТС')).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
});
