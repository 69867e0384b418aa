import { expect, test, type Page } from '@playwright/test';
import { checkFines } from './support/fines';
import { linkIn, uniqueAddress, waitForMail } from './support/mailbox';
import { createUserWithSts } from './support/api-user';

const PASSWORD = 'надёжный-пароль-2026';

async function openLoginTab(page: Page, tab: 'Вход' | 'Регистрация' | 'Вход по ссылке') {
  await page.goto('/login');
  await page.getByRole('tab', { name: tab, exact: true }).click();
  return page.getByRole('tabpanel');
}

async function signOutFromProfile(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Выйти' }).last().click();
  await expect(page).toHaveURL(/\/login\/?$/);
}

test('register, sign out, sign in by an e-mail link in another browser: same certificate and fines', async ({
  page,
  browser,
}) => {
  const email = uniqueAddress();
  await checkFines(page, '9900100100');
  await expect(page.getByRole('tab', { name: /Неоплаченные 2/ })).toBeVisible();

  const register = await openLoginTab(page, 'Регистрация');
  await register.getByLabel('E-mail').fill(email);
  await register.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Пароль ещё раз').fill(PASSWORD);
  await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/fines\/list$/);
  await expect(page.getByRole('tab', { name: /Неоплаченные 2/ })).toBeVisible();

  await signOutFromProfile(page);
  const link = await openLoginTab(page, 'Вход по ссылке');
  await link.getByLabel('E-mail').fill(email);
  await link.getByRole('button', { name: 'Получить ссылку' }).click();
  await expect(page.getByText(`Мы отправили ссылку на ${email}`, { exact: false })).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Вход в «Штрафы»');
  const url = linkIn(mail, '/login/link?token=');

  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(url);
  await expect(phone).toHaveURL(/\/fines\/list$/);
  await expect(phone.getByRole('tab', { name: /Неоплаченные 2/ })).toBeVisible();
  // The link is single use.
  const again = await other.newPage();
  await again.goto(url);
  await expect(again.getByText('Ссылка для входа устарела или уже использована. Запросите новую')).toBeVisible();
  await other.close();
});

test('a person signed in on one device sends a sign-in link from the profile to another', async ({ page, browser, request }) => {
  const email = uniqueAddress();
  const user = await createUserWithSts(request, '9900700700');
  const query = `userId=${user.userId}&rand=${user.rand}&session=${user.session}`;
  const registered = await request.post(`/105/api/user/register?${query}`, {
    form: { 'fos_user_registration_form[email]': email, 'fos_user_registration_form[plainPassword]': PASSWORD },
  });
  expect((await registered.json()).status).toBe('ok');
  await page.goto(`/profile?${query}`);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  const mail = await waitForMail(email);

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(linkIn(mail, '/login/link?token='));
  await expect(second).toHaveURL(/\/fines\/list$/);
  await second.getByRole('tab', { name: /У приставов/ }).click();
  await expect(second.getByRole('tabpanel').getByText(/322\d/).first()).toBeVisible();
  await other.close();
});

test('forgot password: the mailed link sets a new password, and it signs in', async ({ page, request }) => {
  const email = uniqueAddress();
  const user = await createUserWithSts(request, '9900100100');
  await request.post(`/105/api/user/register?userId=${user.userId}&rand=${user.rand}&session=${user.session}`, {
    form: { 'fos_user_registration_form[email]': email, 'fos_user_registration_form[plainPassword]': PASSWORD },
  });

  const panel = await openLoginTab(page, 'Вход');
  await panel.getByRole('button', { name: 'Забыли пароль?' }).click();
  await page.getByRole('tabpanel').getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Прислать ссылку' }).click();
  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Восстановление пароля в «Штрафы»');

  await page.goto(linkIn(mail, '/login/reset?token='));
  await page.getByLabel('Новый пароль', { exact: true }).fill('новый-пароль-2027');
  await page.getByLabel('Новый пароль ещё раз').fill('новый-пароль-2027');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Пароль изменён').first()).toBeVisible();

  await signOutFromProfile(page);
  const signIn = page.getByRole('tabpanel');
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Пароль').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Неправильный логин или пароль')).toBeVisible();
  await signIn.getByLabel('Пароль').fill('новый-пароль-2027');
  await signIn.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/fines\/list$/);
  await expect(page.getByRole('tab', { name: /Неоплаченные 2/ })).toBeVisible();
});

test('the sign-in form gives the exact messages for empty fields', async ({ page }) => {
  const panel = await openLoginTab(page, 'Вход');
  await panel.getByRole('button', { name: 'Войти' }).click();
  await expect(panel.getByText('Вы забыли ввести e-mail')).toBeVisible();
  await expect(panel.getByText('Вы забыли ввести пароль')).toBeVisible();
});
