import { expect, test, type Page } from '@playwright/test';
import { checkFines } from './support/fines';

/** The sandbox certificate with more than 1 000 charges in every status. */
const MANY = '99 99 999999';

/** The number a tab's name ends with (`Неоплаченные 139` → 139). */
async function tabCount(page: Page, name: RegExp): Promise<number> {
  const text = (await page.getByRole('tab', { name }).textContent()) ?? '';
  return Number(/(\d+)\s*$/.exec(text)?.[1]);
}

/** Ids of the cards shown, from their headings (`fine-12-title`). */
async function cardIds(page: Page): Promise<string[]> {
  return page
    .getByRole('tabpanel')
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-labelledby') ?? ''));
}

test('the 1 000+ charges account pages through every unpaid fine as the end of the list scrolls into view', async ({ page }) => {
  test.setTimeout(120_000);
  const listRequests: string[] = [];
  page.on('request', (r) => r.url().includes('/105/api/fines') && listRequests.push(r.url()));
  await checkFines(page, MANY);
  await expect(page.getByRole('heading', { name: 'Проверка завершена' })).toBeVisible({ timeout: 60_000 });
  const unpaid = await tabCount(page, /^Неоплаченные/);
  expect(unpaid).toBeGreaterThan(60);
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(20);
  await expect(page.getByRole('link', { name: `Показать ещё 20 из ${unpaid - 20}` })).toHaveAttribute('href', /\?cursor=/);
  // The server sends one page, whatever the list holds (every charge made 1.94 MB of HTML).
  const html = await (await page.request.get('/fines/list')).text();
  expect(Buffer.byteLength(html)).toBeLessThan(150_000);
  expect(html.match(/<article/g)).toHaveLength(20);

  // Scrolling to the end loads the next page, again and again, until every unpaid fine is shown.
  await expect
    .poll(
      async () => {
        await page.keyboard.press('End');
        await page.mouse.wheel(0, 50_000);
        return page.getByRole('tabpanel').getByRole('article').count();
      },
      { timeout: 60_000, intervals: [300] },
    )
    .toBe(unpaid);
  const ids = await cardIds(page);
  expect(new Set(ids).size).toBe(unpaid);
  await expect(page.getByRole('link', { name: /Показать ещё/ })).toHaveCount(0);
  await expect(page.getByText(`Показано ${unpaid} из ${unpaid}`)).toBeAttached();
  // Every later page was asked for by its own cursor; the address still names the view, not a page.
  const cursors = new Set(listRequests.map((url) => new URL(url).searchParams.get('cursor')).filter(Boolean));
  expect(cursors.size).toBe(Math.ceil(unpaid / 20) - 1);
  await expect(page).toHaveURL(/\/fines\/list$/);
});

test('back from a fine opened deep in the list returns to that card with the pages loaded', async ({ page }) => {
  test.setTimeout(120_000);
  await checkFines(page, MANY);
  await expect(page.getByRole('heading', { name: 'Проверка завершена' })).toBeVisible({ timeout: 60_000 });
  const cards = page.getByRole('tabpanel').getByRole('article');
  for (const shown of [40, 60]) {
    await page.getByRole('link', { name: /^Показать ещё/ }).click();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(shown);
  }
  const card = cards.nth(45);
  const id = (await card.getAttribute('aria-labelledby'))!;
  const link = card.locator('a[href*="/fines/list/"]').first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/fines\/list\/(fine|order)\/\d+/);
  await page.goBack();
  await expect(page).toHaveURL(/\/fines\/list$/);
  // The pages loaded before are there, and the card opened is on the screen again.
  expect(await cards.count()).toBeGreaterThanOrEqual(60);
  await expect(page.locator(`[aria-labelledby="${id}"]`)).toBeInViewport();
  // The keyboard goes on from the link followed, not from the top of the page.
  await expect(link).toBeFocused();

  // The header's «Мои штрафы» from a fine's page opens the list at its top.
  await link.click();
  await expect(page).toHaveURL(/\/fines\/list\/(fine|order)\/\d+/);
  await page.getByRole('banner').getByRole('link', { name: 'Мои штрафы' }).click();
  await expect(page).toHaveURL(/\/fines\/list$/);
  await expect(cards.first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(400);
});

test('the 1 000+ charges list fits a 320 px phone: no page is wider than the screen', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'a phone’s width');
  test.setTimeout(120_000);
  await checkFines(page, MANY);
  await expect(page.getByRole('heading', { name: 'Проверка завершена' })).toBeVisible({ timeout: 60_000 });
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ['/fines/list', '/fines/list?tab=paid', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    // Cards below the screen are laid out only as guesses (content-visibility): those guesses widened the page.
    await page.mouse.wheel(0, 3000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    // The three tabs with their counters fit too: none is cut off in a row scrolled sideways.
    const tabs = page.getByRole('tablist').first();
    expect(await tabs.evaluate((el) => el.scrollWidth - el.clientWidth), path).toBeLessThanOrEqual(0);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('«Показать ещё» opens the next page of the list as a page of its own', async ({ page }) => {
    // The 1 000+ charges are looked up and saved while the other viewport's tests run too.
    test.setTimeout(180_000);
    // The home form posts without scripts, and the list page shows how the check goes.
    await page.goto('/');
    await page.getByLabel('Номер СТС').fill(MANY);
    await page.getByLabel('Госномер').fill('А123ВС');
    await page.getByLabel('Регион').fill('77');
    await page.getByRole('button', { name: 'Проверить штрафы' }).click();
    await expect(page).toHaveURL(/\/fines\/list$/);
    await expect
      .poll(
        async () => {
          const refresh = page.getByRole('link', { name: 'обновите страницу' });
          if (await refresh.isVisible()) await refresh.press('Enter');
          return page.getByRole('heading', { name: 'Проверка завершена' }).isVisible();
        },
        { intervals: [1000], timeout: 120_000 },
      )
      .toBe(true);

    await page.getByRole('tab', { name: /^Оплаченные/ }).click();
    await expect(page).toHaveURL(/\/fines\/list\?tab=paid$/);
    const first = await cardIds(page);
    expect(first).toHaveLength(20);
    // By the keyboard: a tap at the end of the list could land where the link was before the cards
    // scrolled into view took their real height (content-visibility guesses it until then).
    await page.getByRole('link', { name: /^Показать ещё 20 из/ }).press('Enter');
    await expect(page).toHaveURL(/\/fines\/list\?tab=paid&cursor=/);
    const second = await cardIds(page);
    expect(second).toHaveLength(20);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    await expect(page.getByRole('tab', { name: /^Оплаченные/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: 'К началу списка' }).press('Enter');
    await expect(page).toHaveURL(/\/fines\/list\?tab=paid$/);
    expect(await cardIds(page)).toEqual(first);
  });
});
