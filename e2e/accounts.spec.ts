import { expect, test, type Page } from '@playwright/test';
import { checkFines } from './support/fines';
import { followSignInLink, linkIn, uniqueAddress, waitForMail } from './support/mailbox';
import { createUserWithSts, registerByApi } from './support/api-user';
import { AUTH_COOKIE } from '@/lib/auth/cookie';
import { MSG_UNSAVED_ACCOUNT } from '@/lib/domain/unsaved-account';
import { acceptSignInLink } from './support/sign-in-link';

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

test('register by e-mail alone, confirm from the mail with a password, then sign in by password and by link elsewhere', async ({
  page,
  browser,
}) => {
  const email = uniqueAddress();
  await checkFines(page, '9900100100');
  await expect(page.getByRole('tab', { name: /Неоплаченные 2/ })).toBeVisible();

  const register = await openLoginTab(page, 'Регистрация');
  await expect(register.getByLabel(/Пароль/)).toHaveCount(0);
  await register.getByLabel('E-mail').fill(email);
  await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(register.getByText(`Мы отправили письмо на ${email}`, { exact: false })).toBeVisible();

  const confirmation = await waitForMail(email);
  expect(confirmation.subject).toBe('Подтвердите e-mail в сервисе «Штрафы»');
  await page.goto(linkIn(confirmation, '/login/verify?token='));
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Пароль ещё раз').fill(PASSWORD);
  await page.getByRole('button', { name: 'Подтвердить e-mail' }).click();
  await expect(page).toHaveURL(/\/fines\/list$/);
  // The documents checked before registering stay with the account.
  await expect(page.getByRole('tab', { name: /Неоплаченные 2/ })).toBeVisible();
  // The used link, opened again, says so at once.
  await page.goto(linkIn(confirmation, '/login/verify?token='));
  await expect(page.getByText('Ссылка для подтверждения устарела или уже использована. Запросите новую')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Подтвердить e-mail' })).toHaveCount(0);

  await signOutFromProfile(page);
  const signIn = page.getByRole('tabpanel');
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Пароль').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/fines\/list$/);

  await signOutFromProfile(page);
  const link = await openLoginTab(page, 'Вход по ссылке');
  await link.getByLabel('E-mail').fill(email);
  await link.getByRole('button', { name: 'Получить ссылку' }).click();
  await expect(page.getByText(`Мы отправили ссылку на ${email}`, { exact: false })).toBeVisible();

  const mail = await waitForMail(email, 2);
  expect(mail.subject).toBe('Вход в сервис «Штрафы»');
  const url = linkIn(mail, '/login/link?token=');

  const other = await browser.newContext();
  const phone = await other.newPage();
  // Opening the link changes nothing until «Войти» is pressed.
  await phone.goto(url);
  await expect(phone.getByRole('heading', { name: 'Вход по ссылке' })).toBeVisible();
  await followSignInLink(phone, url);
  await expect(phone.getByRole('tab', { name: /Неоплаченные 2/ })).toBeVisible();
  // The link is single use.
  const again = await other.newPage();
  await again.goto(url);
  await expect(again.getByText('Ссылка для входа устарела или уже использована. Запросите новую')).toBeVisible();
  await other.close();
});

test('an address with a Cyrillic domain gets its link and signs in, shown as it was typed', async ({ page, isMobile }) => {
  test.skip(isMobile, 'about the address, not layout; one viewport keeps the suite inside the per-address mail budget');
  const email = uniqueAddress().replace('@example.ru', '@пример.рф');
  const link = await openLoginTab(page, 'Вход по ссылке');
  await link.getByLabel('E-mail').fill(email);
  await link.getByRole('button', { name: 'Получить ссылку' }).click();
  await expect(page.getByText(`Мы отправили ссылку на ${email}`, { exact: false })).toBeVisible();

  const mail = await waitForMail(email);
  await followSignInLink(page, linkIn(mail, '/login/link?token='));
  await page.goto('/profile');
  await expect(page.getByText(email).first()).toBeVisible();
});

test('a person signed in on one device sends a sign-in link from the profile to another', async ({ page, browser, request }) => {
  const email = uniqueAddress();
  const query = await registerByApi(request, await createUserWithSts(request, '9900700700'), email, PASSWORD);
  await acceptSignInLink(page, `/profile?${query}`);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  const mail = await waitForMail(email, 2);

  const other = await browser.newContext();
  const second = await other.newPage();
  await followSignInLink(second, linkIn(mail, '/login/link?token='));
  await second.getByRole('tab', { name: /У приставов/ }).click();
  await expect(second.getByRole('tabpanel').getByText(/322\d/).first()).toBeVisible();
  await other.close();
});

test('a sign-in link works without JavaScript: «Войти» posts the form and the list opens signed in', async ({
  browser,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'about the form post, not layout; one viewport keeps the suite inside the per-address mail budget');
  const email = uniqueAddress();
  expect((await (await request.post('/105/api/fos/send/auth', { form: { email } })).json()).status).toBe('ok');
  const url = linkIn(await waitForMail(email), '/login/link?token=');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await followSignInLink(page, url, { scripts: false });
  await expect(page.getByRole('heading', { name: 'Документы не добавлены' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email).first()).toBeVisible();
  // The spent link, opened again, says so at once and offers nothing to press.
  await page.goto(url);
  await expect(page.getByText('Ссылка для входа устарела или уже использована. Запросите новую')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toHaveCount(0);
  // This browser is signed in by it already: the page says so and leads on.
  await page.getByRole('link', { name: 'перейти к штрафам' }).click();
  await expect(page).toHaveURL(/\/fines\/list$/);
  await context.close();
});

test('a browser whose account has no e-mail is warned before signing in to another, also without JavaScript', async ({
  browser,
  request,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'about what the server says, not layout; one viewport keeps the suite inside the per-address mail budget');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByText(MSG_UNSAVED_ACCOUNT, { exact: false })).toHaveCount(0);

  // This browser checked its car without registering: an account with documents and no e-mail.
  const anonymous = await createUserWithSts(request, '9900100100');
  await context.addCookies([
    { name: AUTH_COOKIE, value: `${anonymous.userId}.${anonymous.rand}.${anonymous.session}`, url: baseURL!, httpOnly: true },
  ]);
  await page.goto('/login');
  await expect(page.getByText(MSG_UNSAVED_ACCOUNT, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'зарегистрируйтесь' })).toHaveAttribute('href', '/login?tab=register');

  const email = uniqueAddress();
  expect((await (await request.post('/105/api/fos/send/auth', { form: { email } })).json()).status).toBe('ok');
  await page.goto(linkIn(await waitForMail(email), '/login/link?token='));
  await expect(page.getByText(MSG_UNSAVED_ACCOUNT, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible();
  await context.close();
});

test('an account that signs in by links changes its e-mail only after its current mailbox agrees', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'about the mails, not layout; one viewport keeps the suite inside the per-address mail budget');
  const before = uniqueAddress();
  const after = uniqueAddress();
  expect((await (await request.post('/105/api/fos/send/auth', { form: { email: before } })).json()).status).toBe('ok');
  await followSignInLink(page, linkIn(await waitForMail(before), '/login/link?token='));

  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Смена e-mail' });
  await form.getByLabel('Новый e-mail').fill(after);
  await form.getByRole('button', { name: 'Сменить e-mail' }).click();
  await expect(form.getByText('Мы отправили письмо на ваш текущий e-mail', { exact: false })).toBeVisible();

  const ask = await waitForMail(before, 2);
  expect(ask.subject).toBe('Смена e-mail для входа в сервис «Штрафы»');
  await page.goto(linkIn(ask, '/login/change-email?token='));
  await expect(page.getByText(after)).toBeVisible();
  await page.getByRole('button', { name: 'Подтвердить смену' }).click();
  await expect(page.getByText(`Мы отправили письмо на ${after}`, { exact: false })).toBeVisible();

  await page.goto(linkIn(await waitForMail(after), '/login/verify?token='));
  await page.getByRole('button', { name: 'Подтвердить e-mail' }).click();
  await expect(page).toHaveURL(/\/fines\/list$/);
  await page.goto('/profile');
  await expect(page.getByText(after).first()).toBeVisible();
  // The old address is told.
  expect((await waitForMail(before, 3)).subject).toBe('E-mail для входа в сервис «Штрафы» изменён');
});

test('forgot password: the mailed link sets a new password, and it signs in', async ({ page, request }) => {
  const email = uniqueAddress();
  await registerByApi(request, await createUserWithSts(request, '9900100100'), email, PASSWORD);

  const panel = await openLoginTab(page, 'Вход');
  await panel.getByRole('link', { name: 'Забыли пароль?' }).click();
  await page.getByRole('tabpanel').getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Прислать ссылку' }).click();
  const mail = await waitForMail(email, 2);
  expect(mail.subject).toBe('Восстановление пароля в сервисе «Штрафы»');

  await page.goto(linkIn(mail, '/login/reset?token='));
  await page.getByLabel('Новый пароль', { exact: true }).fill('новый-пароль-2027');
  await page.getByLabel('Новый пароль ещё раз').fill('новый-пароль-2027');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Пароль изменён').first()).toBeVisible();
  // The same link again, and a made-up one, say at once that they cannot be used: no form to fill in first.
  for (const link of [linkIn(mail, '/login/reset?token='), '/login/reset?token=garbage']) {
    await page.goto(link);
    await expect(page.getByText('Ссылка для смены пароля устарела или уже использована. Запросите новую')).toBeVisible();
    await expect(page.getByLabel('Новый пароль', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/login?tab=forgot');
  }

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

test('after signing in, `next` leads only to a page of this site, however it is written', async ({ page, request }) => {
  const email = uniqueAddress();
  await registerByApi(request, await createUserWithSts(request, '9900000000'), email, PASSWORD);
  for (const next of ['/\t/evil.example', '/\n/evil.example', '/\\evil.example', '//evil.example', 'https://evil.example/']) {
    await page.context().clearCookies();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.evaluate(() => window.localStorage.clear());
    const form = page.getByRole('tabpanel');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Пароль').fill(PASSWORD);
    await form.getByRole('button', { name: 'Войти' }).click();
    await expect(page, JSON.stringify(next)).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/fines\/list$/);
  }
});
