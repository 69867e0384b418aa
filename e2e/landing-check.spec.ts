import { expect, test } from '@playwright/test';
import { CHECK_FORM, isHydrated } from './support/hydration';

/** The fines-check form on a landing page (spec §2: `/landing/{slug...}` carries it), on a phone and a desktop. */

const LANDING = '/landing/shtrafy/po-sts';

test('a visitor checks a СТС from a landing page and sees the fines', async ({ page }) => {
  await page.goto(LANDING);
  await expect(page.getByRole('heading', { level: 1, name: 'Проверка штрафов ГИБДД по номеру СТС' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Проверка штрафов по СТС' });
  await form.getByLabel('Номер СТС').fill('9900100100');
  await form.getByLabel('Госномер').fill('А123ВС');
  await form.getByLabel('Регион').fill('77');
  await form.getByRole('button', { name: 'Проверить штрафы' }).click();
  await expect(page).toHaveURL(/\/fines\/list$/);
  await expect(page.getByRole('tab', { name: /Неоплаченные 2/ })).toBeVisible({ timeout: 30_000 });
});

test('a mistake on the landing page is explained under the field and nothing is sent', async ({ page }) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/(check|105\/api\/(newuser|sts))(\?|$)/.test(request.url())) posted = true;
  });
  await page.goto(LANDING);
  const form = page.getByRole('form', { name: 'Проверка штрафов по СТС' });
  // The form's code arrives after the page (README «Speed»); pressed before that, the form posts to
  // the server as it does without JavaScript (e2e/lazy-hydration.spec.ts). This test is about the browser's check.
  await expect.poll(() => isHydrated(page, CHECK_FORM), { timeout: 30_000 }).toBe(true);
  await form.getByLabel('Номер СТС').fill('9900100100');
  await form.getByLabel('Госномер').fill('А123ВС');
  await form.getByLabel('Регион').fill('20');
  await form.getByRole('button', { name: 'Проверить штрафы' }).click();
  await expect(form.getByText('Региона с кодом 20 нет')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LANDING}$`));
  expect(posted).toBe(false);
});

test('the landing page fits the screen and its FAQ opens from the keyboard', async ({ page }) => {
  await page.goto(LANDING);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  const question = page.getByText('Что такое СТС и где его номер?');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/ламинированная карточка/)).toBeVisible();
});
