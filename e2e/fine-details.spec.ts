import { expect, test, type Page } from '@playwright/test';
import { MSG_UIN_INVALID_CHECKSUM } from '@/lib/domain/messages';
import { openSignedIn, userWithCharges, userWithPreparedPhotos } from './support/details';
import { stsWithOwnUnpaidFines } from './support/payments';
import { waitForMail } from './support/mailbox';

/** Swipes left on `selector` with a finger (touch events, as a phone's browser sends them). */
async function swipeLeft(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: y });
    const fire = (type: string, x: number) =>
      el.dispatchEvent(
        new TouchEvent(type, {
          bubbles: true,
          cancelable: true,
          touches: type === 'touchend' ? [] : [touch(x)],
          changedTouches: [touch(x)],
        }),
      );
    fire('touchstart', box.right - 20);
    fire('touchmove', box.left + box.width / 2);
    fire('touchmove', box.left + 20);
    fire('touchend', box.left + 20);
  });
}

test('a fine by its address: the photos wait, then page by keyboard in the modal; the map marks the place', async ({
  page,
  request,
}) => {
  const { user, fine } = await userWithPreparedPhotos(request, test.info().project.name === 'phone' ? 1 : 0);
  await openSignedIn(page, user, `/fines/list/fine/${fine.id}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(КоАП РФ|Нет статьи нарушения)/);
  await expect(page.getByRole('heading', { name: 'Реквизиты для оплаты' })).toBeVisible();
  await expect(page.getByText('УИН', { exact: true }).first()).toBeVisible();

  // The registry prepares the photos: the page shows progress, asks again when told, then shows them.
  await expect(page.getByRole('progressbar', { name: 'Подготовка фотографий' })).toBeVisible();
  const thumbs = page.getByRole('button', { name: /^Открыть фото/ });
  await expect(thumbs.first()).toBeVisible({ timeout: 15_000 });
  const count = await thumbs.count();
  expect(count).toBeGreaterThanOrEqual(2);
  // The image behind the signed link really loads (the CSP allows it, the route serves it).
  await expect
    .poll(() =>
      page
        .locator('img[src*="/105/api/file?"]')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  // The file is served with its own policy: sandboxed, only inline images and styles.
  const src = await page.locator('img[src*="/105/api/file?"]').first().getAttribute('src');
  const file = await page.request.get(src!);
  expect(file.headers()['content-security-policy']).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'none'",
  );

  await thumbs.first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(`Фото 1 из ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toHaveAccessibleName(`Фото 2 из ${count}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toHaveAccessibleName(`Фото 1 из ${count}`);
  await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  if (test.info().project.name === 'phone') {
    await swipeLeft(page, '[role="dialog"] img');
    await expect(dialog).toHaveAccessibleName(`Фото 2 из ${count}`);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(thumbs.first()).toBeFocused();

  // The map: Leaflet's marker on the place (tiles from an address that does not answer), and the place in words.
  // The library is not in the page's first-load scripts: it comes as a chunk of its own, later.
  const html = await (await page.request.get(page.url())).text();
  const firstLoad = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
  expect(firstLoad.length).toBeGreaterThan(0);
  for (const src of firstLoad) expect(await (await page.request.get(src)).text(), src).not.toContain('_leaflet_id');
  const map = page.getByTestId('offence-map');
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
  // On a phone one finger scrolls the page past the map instead of panning it (pinch still zooms).
  await expect(map.locator('.leaflet-container')).toHaveClass(
    test.info().project.name === 'phone' ? /^(?!.*leaflet-grab)/ : /leaflet-grab/,
  );
  await expect(map.getByText(/^Координаты: \d+\.\d{6}, \d+\.\d{6}$/)).toBeVisible();
  await expect(map.getByRole('link', { name: 'Открыть в OpenStreetMap' })).toBeVisible();
});

test('a discounted and an overdue fine; the report form mails its confirmation', async ({ page, request }) => {
  const { user, fines } = await userWithCharges(request, '9900100100');
  const discounted = fines.find((f) => f.article === '12.9 ч.2')!;
  const overdue = fines.find((f) => f.article === '12.12 ч.1')!;

  await openSignedIn(page, user, `/fines/list/fine/${overdue.id}`);
  await expect(page.getByText('Просрочен', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Просрочен: оплатить нужно было до \d{2}\.\d{2}\.\d{4}/)).toBeVisible();

  await page.goto(`/fines/list/fine/${discounted.id}`);
  await expect(
    page.getByText(/Скидка 25\s% при оплате до \d{2}\.\d{2}\.\d{4} включительно: (ещё \d+ (день|дня|дней)|последний день)/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Сообщить об ошибке' }).click();
  const form = page.getByRole('form', { name: 'Сообщить об ошибке в штрафе' });
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(form.getByText('Опишите, что не так со штрафом')).toBeVisible();
  const email = `complaint-${Date.now()}-${test.info().project.name}@example.ru`;
  await form.getByLabel('E-mail для ответа').fill(email);
  await form.getByLabel('Что не так').fill('Штраф оплачен 12.05, квитанция сохранилась');
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Сообщение № \d+ отправлено/ })).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.subject).toMatch(/^Сообщение об ошибке № \d+ получено$/);
  expect(mail.text).toContain(discounted.uin);
  expect(mail.text).not.toContain('квитанция');
});

test('a bailiff order by its address links to the fine it replaced; another person gets the 404 page', async ({
  page,
  request,
  browser,
}) => {
  const { user, orders } = await userWithCharges(request, '9900700700');
  const order = orders[0]!;
  await openSignedIn(page, user, `/fines/list/order/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Исполнительное производство № \d+\/\d{2}\/\d{5}-ИП$/);
  await expect(page.getByText('УИН ФССП', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Открыть исходный штраф' }).click();
  await expect(page).toHaveURL(/\/fines\/list\/fine\/\d+$/);
  await expect(page.getByText(/Штраф передан судебным приставам/)).toBeVisible();

  const stranger = await userWithCharges(request, '9900000000');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openSignedIn(otherPage, stranger.user, `/fines/list/order/${order.id}`);
  await expect(otherPage.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await other.close();
});

/** The sandbox's documented sample УИН numbers (README «Sandbox data»). */
const SAMPLE_TAX_UIN = '18207701250101000014';
const UNKNOWN_UIN = '18810177250101999996';

test('an anonymous visitor looks up a УИН on /taxes: a wrong check digit, «не найдено», then a tax charge', async ({ page }) => {
  await page.goto('/taxes');
  const input = page.getByRole('textbox', { name: 'УИН начисления' });
  const find = page.getByRole('button', { name: 'Найти' });
  const sample = SAMPLE_TAX_UIN;
  await input.fill(`${sample.slice(0, -1)}${(Number(sample.slice(-1)) + 1) % 10}`);
  await find.click();
  await expect(page.getByText(MSG_UIN_INVALID_CHECKSUM)).toBeVisible();

  await input.fill(UNKNOWN_UIN);
  await find.click();
  await expect(page.getByText(/Начисление с УИН .* не найдено/)).toBeVisible();

  await input.fill(sample);
  await find.click();
  await expect(page.getByRole('heading', { level: 2, name: /^Транспортный налог с физических лиц за \d{4} год$/ })).toBeVisible();
  await expect(page.getByText('Демонстрационный режим', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('ИНН получателя')).toBeVisible();
});

test('taxes by ИНН: /taxes saves it for a new visitor and /taxes/list shows the charges, each with its page', async ({
  page,
}) => {
  await page.goto('/taxes');
  await page.getByRole('textbox', { name: 'ИНН' }).fill('770000002097');
  await page.getByRole('button', { name: 'Проверить налоги' }).click();
  await expect(page).toHaveURL(/\/taxes\/list$/);
  await expect(page.getByRole('heading', { name: /^Не оплачены \(\d+\)$/ })).toBeVisible({ timeout: 20_000 });
  const first = page.locator('a[href^="/taxes/list/"]').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  await first.click();
  await expect(page).toHaveURL(/\/taxes\/list\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/налог/i);
  await expect(page.getByText('Срок уплаты', { exact: true })).toBeVisible();
  // Paying taxes alone is not «Оплата штрафов».
  await page.goBack();
  await page.getByRole('link', { name: /^Оплатить (все неоплаченные|первые \d+)$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оплата налогов');
  await expect(page).toHaveTitle('Оплата налогов — Штрафы');
  await expect(page.locator('main dt').filter({ hasText: /^Налоги$/ })).toBeVisible();
});

test('an ИНН whose check failed is named with «Повторить» on /taxes/list, never as «не найдено»', async ({ page }) => {
  await page.goto('/taxes');
  await page.getByRole('textbox', { name: 'ИНН' }).fill('990050050062');
  await page.getByRole('button', { name: 'Проверить налоги' }).click();
  await expect(page).toHaveURL(/\/taxes\/list$/);
  await expect(page.getByRole('alert').filter({ hasText: 'ИНН 990050050062:' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
  await expect(page.getByText(/не найдено|Проверено ИНН/)).toHaveCount(0);
});

test('a fine opens from its card in /fines/list, and «Оплатить» on its page starts paying it', async ({ page, request }) => {
  // Fines of its own: the payment page of a УИН another test is paying says so instead.
  const { user, fines } = await userWithCharges(request, stsWithOwnUnpaidFines());
  const overdue = fines.find((f) => f.article === '12.12 ч.1')!;
  await openSignedIn(page, user, '/fines/list');
  await expect(page.getByRole('heading', { name: 'Проверка завершена' })).toBeVisible();
  await page.locator(`a[href="/fines/list/fine/${overdue.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/fines/list/fine/${overdue.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('КоАП РФ 12.12 ч.1');
  // The department's phone and the map services are links off the site, marked so: the rules let them be.
  await expect(page.locator('a[href^="tel:"]')).toHaveAttribute('rel', 'external');

  await page.getByRole('link', { name: 'Оплатить', exact: true }).click();
  await expect(page).toHaveURL(/\/prepayment\?/);
  await expect(page.getByRole('heading', { name: /^Оплата штраф(а|ов)$/ })).toBeVisible();
  await expect(page.getByText(overdue.uin, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Оплатить \d/ })).toBeVisible();
});

/** The sandbox's camera fine within its discount term (README «Sandbox data»). */
const SAMPLE_FINE_UIN = '18810177250101000026';

test('an anonymous visitor finds a fine by its УИН on /fines and goes on to pay it', async ({ page }) => {
  await page.goto('/fines');
  await page.getByRole('textbox', { name: 'УИН штрафа' }).fill(SAMPLE_FINE_UIN);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^(КоАП РФ|Нет статьи нарушения)/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Скидка 25\s%/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/prepayment\\?uin=${SAMPLE_FINE_UIN}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /^Оплата штраф(а|ов)$/ })).toBeVisible();
  await expect(page.getByText('Тестовая оплата: деньги не списываются')).toBeVisible();
  await expect(page.getByText(/Скидка 25\s% при оплате до/)).toBeVisible();

  // The charge is now the visitor's own: it is in their list, without a document.
  await page.goto('/fines/list');
  await expect(page.locator(`article:has-text("${SAMPLE_FINE_UIN}")`)).toHaveCount(1);
});
