import { expect, test, type APIRequestContext } from '@playwright/test';
import { AUTH_COOKIE } from '@/lib/auth/cookie';
import { MSG_SIGN_INS_NEED_SCRIPTS, MSG_UIN_INVALID_CHECKSUM } from '@/lib/domain/messages';
import { createUserWithSts, registerByApi } from './support/api-user';
import { userWithCharges } from './support/details';
import { checkFines } from './support/fines';
import { stsWithOwnUnpaidFines } from './support/payments';

const STS = '9900100100';

/**
 * A new person with a certificate of their own (no other test holds or pays its fines) and a payment
 * of one of them started through the API and left on the bank's page.
 */
async function pendingPayment(request: APIRequestContext, email: string) {
  const { user, fines } = await userWithCharges(request, stsWithOwnUnpaidFines());
  const unpaid = fines.find((f) => f.status === 'notpaid')!;
  const query = `userId=${user.userId}&rand=${user.rand}&session=${user.session}`;
  const created = await (
    await request.post(`/105/api/payments?${query}`, { form: { uins: unpaid.uin, email, attempt: crypto.randomUUID() } })
  ).json();
  expect(created.status).toBe('ok');
  return { user, created };
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home form posts, lands on the list, keeps the СТС out of every address; with JavaScript the page adopts the account', async ({
    page,
    browser,
  }) => {
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Проверка штрафов по СТС' });
    await expect(form).toHaveAttribute('method', 'post');
    await page.getByLabel('Номер СТС').fill(STS);
    await page.getByLabel('Госномер').fill('А123ВС');
    await page.getByLabel('Регион').fill('77');
    await page.getByRole('button', { name: 'Проверить штрафы' }).click();

    await expect(page).toHaveURL(/\/fines\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Мои штрафы' })).toBeVisible();
    // Ticking fines for payment runs in the page's scripts (the boxes wait for them): the page says so
    // (read from the markup: under Playwright's emulation Chromium parses <noscript> as text).
    expect((await page.locator('noscript').allTextContents()).join('\n')).toContain(
      'Чтобы выбрать штрафы и оплатить их картой, включите JavaScript в браузере',
    );
    // Signed in by that post: the header offers the profile, not «Войти».
    await expect(page.getByRole('link', { name: 'Профиль' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Войти' })).toHaveCount(0);
    // No request (so no history entry or server log line) ever carried the numbers.
    for (const address of addresses) {
      expect(address).not.toContain(STS);
      expect(address).not.toMatch(/[?&](sts|vehiclePlateNumber|vehiclePlateRegion)=/);
    }
    await page.goBack();
    expect(page.url()).not.toContain(STS);

    const cookies = await page.context().cookies();
    const auth = cookies.find((c) => c.name === 'shtrafy_auth');
    expect(auth?.httpOnly).toBe(true);
    expect(auth?.sameSite).toBe('Lax');

    // The same browser with JavaScript on: the page takes the account over and finds the fines.
    // Contexts made in a test inherit its options: switch scripts back on explicitly.
    const scripted = await browser.newContext({ javaScriptEnabled: true });
    await scripted.addCookies(cookies);
    const next = await scripted.newPage();
    await next.goto('/fines/list');
    await expect(next.getByRole('tab', { name: /Неоплаченные 2/ })).toBeVisible({ timeout: 30_000 });
    await expect(next).toHaveURL(/\/fines\/list$/);
    // The page adopts the account once its scripts run (after the list is on screen).
    const readStored = async () =>
      JSON.parse((await next.evaluate(() => window.localStorage.getItem('shtrafy:auth:web'))) ?? '{}');
    await expect.poll(async () => (await readStored()).userId).toBe(auth!.value.split('.')[0]);
    const stored = await readStored();
    expect(stored.salt).toBeUndefined();
    await expect.poll(async () => (await scripted.cookies()).some((c) => c.name === 'shtrafy_adopt')).toBe(false);
    await scripted.close();
  });

  test('a refused form comes back with the Russian message and nothing typed in the address', async ({ page }) => {
    await checkFines(page, STS, 'А123ВС', '20');

    await expect(page).toHaveURL(/\/check\/refused$/);
    await expect(page.getByRole('alert')).toContainText('Регион: Региона с кодом 20 нет');
    // Opened at the wrong field, not at the page's top, where a phone's first screen looked unchanged;
    // a screen reader reads the field with its message.
    await expect(page.getByLabel('Регион')).toBeFocused();
    await expect(page.getByLabel('Регион')).toBeInViewport();
    expect(page.url()).not.toContain(STS);
    expect((await page.context().cookies()).some((c) => c.name === 'shtrafy_auth')).toBe(false);
    // What was typed is back in the fields, to correct the region alone.
    await expect(page.getByLabel('Номер СТС')).toHaveValue(/99 ?00 ?100100/);
    await expect(page.getByLabel('Госномер')).toHaveValue('А123ВС');
    await expect(page.getByLabel('Регион')).toHaveValue('20');
    // …and the field is marked, with its message under it, as the scripts would do.
    await expect(page.getByLabel('Регион')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Регион')).toHaveAccessibleDescription(/Региона с кодом 20 нет/);
    await expect(page.getByLabel('Номер СТС')).not.toHaveAttribute('aria-invalid');
  });

  test('/taxes checks an ИНН by a form post: a wrong number comes back named, a right one opens the tax list', async ({
    page,
  }) => {
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto('/taxes');
    const form = page.getByRole('form', { name: 'Проверка налогов по ИНН' });
    await form.getByRole('textbox', { name: 'ИНН' }).fill('770000002098');
    await form.getByRole('button', { name: 'Проверить налоги' }).click();
    await expect(page).toHaveURL(/\/taxes\?refused=inn$/);
    const field = form.getByRole('textbox', { name: 'ИНН' });
    await expect(field).toHaveValue('770000002098');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/контрольная сумма не сходится/);
    // Opened at the field, whose message is read with it.
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport();
    expect((await page.context().cookies()).some((c) => c.name === 'shtrafy_auth')).toBe(false);

    await field.fill('770000002097');
    await form.getByRole('button', { name: 'Проверить налоги' }).click();
    await expect(page).toHaveURL(/\/taxes\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Мои налоги' })).toBeVisible();
    // The lookup runs in the background; a reload shows its answer.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: /^Не оплачены \(\d+\)$/ })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    for (const address of addresses) expect(address).not.toContain('77000000209');
  });

  test('/profile: what needs the scripts is disabled and says so; «Выйти» works without them', async ({ page }) => {
    await checkFines(page, '9900100102');
    await expect(page).toHaveURL(/\/fines\/list$/);
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: /^Изменить СТС/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Удалить СТС/ })).toBeDisabled();
    // A switch that saved nothing would lie: it waits for the scripts too.
    await expect(page.getByRole('switch', { name: 'Сообщать о новых штрафах' })).toBeDisabled();
    // Playwright switches scripts off by emulation, under which Chromium still parses <noscript> as
    // text (a browser with JavaScript off shows it): read the notes from the markup.
    const notes = (await page.locator('noscript').allTextContents()).join('\n');
    expect(notes).toContain('Чтобы добавить, изменить или удалить документ, включите JavaScript в браузере');
    expect(notes).toContain('Чтобы изменить настройку, включите JavaScript в браузере');
    // What the scripts would read says so instead of «Загружаем…» for ever.
    expect(notes).toContain(MSG_SIGN_INS_NEED_SCRIPTS);
    await expect(page.getByText('Загружаем входы…')).toHaveCount(0);
    // «Выйти» is a form: on a shared computer with scripts off the person can still leave.
    await page.getByRole('button', { name: 'Выйти', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).some((c) => c.name === 'shtrafy_auth')).toBe(false);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?next=/);
  });

  test('a fine’s page: «Сообщить об ошибке» is disabled and says so', async ({ page }) => {
    await checkFines(page, '9900100100');
    await expect(page).toHaveURL(/\/fines\/list$/);
    // Without scripts the list is what the server knows: reload until the registry has answered.
    const fine = page.locator('.fine-list a[href^="/fines/list/fine/"]').first();
    await expect
      .poll(async () => (await fine.count()) > 0 || (await page.reload(), false), { timeout: 30_000, intervals: [1_000] })
      .toBe(true);
    await fine.click();
    await expect(page).toHaveURL(/\/fines\/list\/fine\/\d+$/);
    await expect(page.getByRole('button', { name: 'Сообщить об ошибке' })).toBeDisabled();
    const notes = (await page.locator('noscript').allTextContents()).join('\n');
    expect(notes).toContain('Чтобы сообщить об ошибке, включите JavaScript в браузере');
    // The camera's photos need the scripts: said once, never «Загружаем фотографии…» beside it.
    expect(notes).toMatch(/Фотографии \(\d+\) показываются, когда в браузере включён JavaScript\./);
    await expect(page.getByText(/Загружаем фотографии/)).toHaveCount(0);
  });

  test('a signed-in visitor whose next check is refused still sees their account items', async ({ page }) => {
    await checkFines(page, '9900100101');
    await expect(page).toHaveURL(/\/fines\/list$/);

    await page.goto('/');
    await page.getByLabel('Номер СТС').fill('99044');
    await page.getByRole('button', { name: 'Проверить штрафы' }).click();
    await expect(page).toHaveURL(/\/check\/refused$/);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Профиль' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Войти' })).toHaveCount(0);
  });

  test('signs in by password: a wrong one is named on /login, the right one opens the page asked for', async ({
    page,
    request,
  }) => {
    const email = `nojs${Date.now()}${test.info().project.name}@example.ru`;
    await registerByApi(request, await createUserWithSts(request, '9900100102'), email, 'Пароль-без-скриптов-1');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
    const form = page.getByRole('form', { name: 'Вход по паролю' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Пароль').fill('не тот');
    await form.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/login\?failed=credentials&next=%2Fprofile$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Неправильный логин или пароль' })).toBeVisible();
    // Nothing typed went into an address; the e-mail is back in its field, the password is not.
    expect(page.url()).not.toContain('nojs');
    await expect(form.getByLabel('E-mail')).toHaveValue(email);
    await expect(form.getByLabel('Пароль')).toHaveValue('');

    await form.getByLabel('Пароль').fill('Пароль-без-скриптов-1');
    await form.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
  });

  test('the keyboard reaches every tab of a tab list: the arrow keys need the scripts', async ({ page }) => {
    await page.goto('/login');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    for (const tab of await tabs.all()) await expect(tab).toHaveAttribute('tabindex', '0');
    await tabs.first().focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tab', { name: 'Регистрация' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login\?tab=register$/);
  });

  test('an unknown page answers 404 and names the path asked for, not a header the client sent', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-shtrafy-request-path': '/forged' });
    const response = await page.goto('/no/such/page?q=<b>x</b>');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await expect(page.getByText('Page Not Found: /no/such/page?q=<b>x</b> (404)')).toBeVisible();
    await expect(page.getByText('/forged')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'На главную', exact: true })).toHaveAttribute('href', '/');
    // A long address without a space wraps inside the screen.
    await page.goto(`/${'a'.repeat(300)}`);
    await expect(page.getByText(`Page Not Found: /${'a'.repeat(300)} (404)`)).toBeVisible();
    // A control character in the address is named, not written raw into the page.
    const nul = await page.goto('/no-such/%00');
    expect(nul?.status()).toBe(404);
    await expect(page.getByText('Page Not Found: /no-such/\uFFFD (404)')).toBeVisible();
    expect(await page.content()).not.toContain('\u0000');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('another person’s fine, a made-up payment, the operators’ page and unknown list addresses answer 404 with the whole page, not a blank one', async ({
    page,
    request,
    baseURL,
  }) => {
    const owner = await userWithCharges(request, STS);
    const stranger = await createUserWithSts(request, '9904449114');
    // The cookie a browser holds after signing in (the server sets it, HttpOnly).
    await page
      .context()
      .addCookies([
        { name: AUTH_COOKIE, value: `${stranger.userId}.${stranger.rand}.${stranger.session}`, url: baseURL!, httpOnly: true },
      ]);
    for (const path of [
      `/fines/list/fine/${owner.fines[0]!.id}`,
      '/prepayment/success?payment=987654321',
      '/prepayment/error?payment=abc',
      '/operator',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' }), path).toBeVisible();
      await expect(page.getByText(`Page Not Found: ${path} (404)`), path).toBeVisible();
    }
    // Addresses under the lists that name no page of them, one with a `%`-escape that cannot be decoded.
    for (const path of [
      '/fines/list/abc',
      '/fines/list/fine',
      '/taxes/list/1/x',
      '/fines/list/%ZZ',
      '/fines/list/fine/%E2%82/x',
      // A dot and letters at the end: no file lives under the lists.
      '/fines/list/fine/1.0',
      '/taxes/list/1.json',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' }), path).toBeVisible();
    }
  });

  test('the lookup by УИН on /fines and /taxes is a GET of the page, which answers it in place', async ({ page }) => {
    await page.goto('/fines');
    const input = page.getByRole('textbox', { name: 'УИН штрафа' });
    await input.fill('1881 0177 2501 0100 0025');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/\/fines\?uin=1881\+0177/);
    await expect(page.getByText(MSG_UIN_INVALID_CHECKSUM)).toBeVisible();
    await expect(input).toHaveValue('1881 0177 2501 0100 0025');

    await input.fill('18810177250101000026');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^(КоАП РФ|Нет статьи нарушения)/ })).toBeVisible();
    await expect(page.getByText('Демонстрационный режим', { exact: false }).first()).toBeVisible();
    // «Оплатить» keeps the charge first, in the page's scripts: disabled, and it says why.
    await expect(page.getByRole('button', { name: 'Оплатить' })).toBeDisabled();
    expect((await page.locator('noscript').allTextContents()).join('\n')).toContain(
      'Чтобы оплатить начисление картой, включите JavaScript в браузере',
    );

    await page.goto('/taxes');
    await page.getByRole('textbox', { name: 'УИН начисления' }).fill('18810177250101999996');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/\/taxes\?uin=18810177250101999996#taxes-by-uin$/);
    await expect(page.getByText(/Начисление с УИН .* не найдено/)).toBeVisible();

    // A tax УИН on /fines: not «не найдено», but a link to /taxes, which shows the charge.
    await page.goto('/fines?uin=18207701250101000014');
    await expect(page.getByText('Это УИН налога, а не штрафа.')).toBeVisible();
    await expect(page.getByText(/Начисление с УИН .* не найдено/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Открыть налог в разделе «Налоги»' }).click();
    await expect(page).toHaveURL(/\/taxes\?uin=18207701250101000014#taxes-by-uin$/);
    await expect(page.getByText('Начисление найдено', { exact: true })).toBeAttached();
  });

  test("the journal's discount calculator says it needs the scripts, never that it is loading", async ({ page }) => {
    await page.goto('/journal/skidka-na-shtrafy-gibdd');
    const notes = (await page.locator('noscript').allTextContents()).join('\n');
    expect(notes).toContain('Калькулятор скидки работает с JavaScript: включите его в браузере.');
    await expect(page.getByText(/Загружаем калькулятор/)).toHaveCount(0);
  });

  test('a sign-in link asks first and signs in by its form; leaving an account without e-mail is warned', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'about a form, not layout; one viewport keeps the suite inside the per-address budgets');
    const first = await createUserWithSts(request, STS);
    const second = await createUserWithSts(request, '9900700700');
    const link = (user: typeof first, path: string) => `${path}?userId=${user.userId}&rand=${user.rand}&session=${user.session}`;
    await page.goto(link(first, '/fines/list'));
    await expect(page.getByRole('heading', { level: 1, name: 'Войти как анонимный пользователь?' })).toBeVisible();
    await expect(page.getByText('В этом браузере открыт аккаунт без e-mail', { exact: false })).toHaveCount(0);
    await page.getByRole('button', { name: 'Войти как анонимный пользователь' }).click();
    await expect(page).toHaveURL(/\/fines\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Мои штрафы' })).toBeVisible();
    const signedIn = (await page.context().cookies()).find((c) => c.name === AUTH_COOKIE);
    expect(signedIn?.value.split('.')[0]).toBe(first.userId);

    // A link into another account, from a browser whose account has no e-mail: the server warns.
    await page.goto(link(second, '/profile'));
    await expect(page.getByText('В этом браузере открыт аккаунт без e-mail', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Войти как анонимный пользователь' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const switched = (await page.context().cookies()).find((c) => c.name === AUTH_COOKIE);
    expect(switched?.value.split('.')[0]).toBe(second.userId);
  });

  test('the document filter of /fines/list is a form: «Показать» sends the kind, then the document, and the list follows', async ({
    page,
    request,
    baseURL,
  }) => {
    const user = await createUserWithSts(request, STS);
    const query = `userId=${user.userId}&rand=${user.rand}&session=${user.session}`;
    const second = await request.post(`/105/api/sts?${query}`, { form: { sts: '9900700700' } });
    expect((await second.json()).status).toBe('ok');
    await page
      .context()
      .addCookies([{ name: AUTH_COOKIE, value: `${user.userId}.${user.rand}.${user.session}`, url: baseURL!, httpOnly: true }]);
    // Both certificates checked before the page is opened (without scripts it would only offer «Обновить»).
    await expect
      .poll(async () => (await (await request.get(`/105/api/preload?web=1&${query}`)).json()).status, { timeout: 30_000 })
      .toBe('ok');
    await page.goto('/fines/list');
    await page.getByRole('radio', { name: 'СТС' }).check();
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/\/fines\/list\?show=sts$/);
    await page.getByRole('combobox', { name: 'Документ' }).selectOption({ label: 'СТС 99 00 100100' });
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/\/fines\/list\?show=sts&document=\d+$/);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('article')).toHaveCount(2);
    await expect(panel.getByText(/По документу: .*СТС 99 00 100100/)).toHaveCount(2);
  });

  test('the payment wait page reloads itself and offers «Обновить сейчас» and the way back to the card page', async ({
    page,
    request,
    baseURL,
  }) => {
    const { user, created } = await pendingPayment(request, 'nojs@example.ru');
    await page
      .context()
      .addCookies([{ name: AUTH_COOKIE, value: `${user.userId}.${user.rand}.${user.session}`, url: baseURL!, httpOnly: true }]);
    await page.goto(`/prepayment/wait?payment=${created.payment.id}`);
    // Playwright's text engine skips <noscript>: the paragraph is found by its place, the links by role.
    await expect(page.locator('noscript p')).toContainText('Без JavaScript страница обновляется раз в 5 секунд.');
    await expect(page.getByRole('link', { name: 'Обновить сейчас' })).toHaveAttribute(
      'href',
      `/prepayment/wait?payment=${created.payment.id}`,
    );
    await expect(page.getByRole('link', { name: 'Вернуться к оплате' })).toHaveAttribute('href', created.payment.confirmationUrl);
    await expect(page.locator('noscript meta[http-equiv="refresh"]')).toHaveAttribute(
      'content',
      `5;url=/prepayment/wait?payment=${created.payment.id}`,
    );
    // The card page says what it needs instead of «Загружаем форму оплаты…» for ever.
    await page.getByRole('link', { name: 'Вернуться к оплате' }).click();
    await expect(page).toHaveURL(/\/sandbox-acquirer\//);
    await expect(page.getByRole('heading', { name: /^Оплата / })).toBeVisible();
    expect((await page.locator('noscript').allTextContents()).join('\n')).toContain(
      'Чтобы ввести карту, включите JavaScript в браузере.',
    );
    await expect(page.getByText(/Загружаем форму оплаты/)).toHaveCount(0);
  });

  test('a pending payment is cancelled without scripts: the question, then a same-site form post, and the error page says so', async ({
    page,
    request,
    baseURL,
  }) => {
    const { user, created } = await pendingPayment(request, 'nojs-cancel@example.ru');
    const id = created.payment.id as number;
    const cookie = `${AUTH_COOKIE}=${user.userId}.${user.rand}.${user.session}`;
    // Another site's post is refused and changes nothing.
    const forged = await request.post('/prepayment/wait/cancel', {
      form: { payment: String(id) },
      headers: { origin: 'https://evil.example', cookie },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    // Another person cannot cancel it: their post lands on the payment's 404.
    const stranger = await userWithCharges(request, stsWithOwnUnpaidFines());
    const theirs = await request.post('/prepayment/wait/cancel', {
      form: { payment: String(id) },
      headers: {
        origin: baseURL!,
        cookie: `${AUTH_COOKIE}=${stranger.user.userId}.${stranger.user.rand}.${stranger.user.session}`,
      },
      maxRedirects: 0,
    });
    expect(theirs.status()).toBe(303);
    expect(theirs.headers().location).toBe(`/prepayment/wait?payment=${id}`);
    // A post after the sign-in cookie went: /login keeps the payment, which asks again afterwards.
    const signedOut = await request.post(`/prepayment/wait/cancel?payment=${id}`, {
      form: { payment: String(id) },
      headers: { origin: baseURL!, cookie: '' },
      maxRedirects: 0,
    });
    expect(signedOut.status()).toBe(303);
    const login = new URL(signedOut.headers().location ?? '', baseURL);
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('next')).toBe(`/prepayment/wait/cancel?payment=${id}`);
    const afterSignIn = await request.get(login.searchParams.get('next')!, { headers: { cookie }, maxRedirects: 0 });
    expect(afterSignIn.status()).toBe(303);
    expect(afterSignIn.headers().location).toBe(`/prepayment/wait?payment=${id}&cancel=ask`);

    await page
      .context()
      .addCookies([{ name: AUTH_COOKIE, value: `${user.userId}.${user.rand}.${user.session}`, url: baseURL!, httpOnly: true }]);
    await page.goto(`/prepayment/wait?payment=${id}`);
    await page.getByRole('link', { name: 'Отменить платёж' }).click();
    await expect(page).toHaveURL(`/prepayment/wait?payment=${id}&cancel=ask`);
    await expect(page.getByRole('heading', { name: `Отменить платёж № ${id}?` })).toBeVisible();
    // No refresh while the person decides, and nothing saying there will be one.
    await expect(page.locator('noscript meta[http-equiv="refresh"]')).toHaveCount(0);
    await expect(page.getByText(/обновится сама/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Да, отменить платёж' }).click();
    await expect(page).toHaveURL(`/prepayment/error?payment=${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Платёж № ${id} отменён`);
    await expect(page).toHaveTitle(`Платёж № ${id} отменён — Штрафы`);
    await expect(page.getByText(/^Вы отменили платёж\./)).toBeVisible();
    await page.goto('/fines/list');
    await expect(page.getByText('Оплачивается', { exact: false })).toHaveCount(0);
  });
});
