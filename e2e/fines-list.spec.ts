import { expect, test, type Page } from '@playwright/test';
import { checkFines } from './support/fines';

/**
 * Records, at every change of the page from its first byte on, whether the page claimed the check
 * was over («Проверка завершена», «Штрафов не найдено») while fewer than `cards` fines were shown.
 */
async function watchForEarlyVerdict(page: Page, cards: number): Promise<void> {
  await page.addInitScript((expected: number) => {
    const w = window as unknown as { earlyVerdicts: string[]; sawChecking: boolean };
    w.earlyVerdicts = [];
    w.sawChecking = false;
    const inspect = () => {
      if (!location.pathname.startsWith('/fines/list')) return;
      const texts = Array.from(document.querySelectorAll('h2, h3, [role="status"]')).map((e) => e.textContent ?? '');
      if (texts.some((t) => t.includes('Проверяем'))) w.sawChecking = true;
      const shown = document.querySelectorAll('[role="tabpanel"] article').length;
      const verdict = texts.find((t) => t.includes('Проверка завершена') || t.includes('Штрафов не найдено'));
      if (verdict && shown < expected) w.earlyVerdicts.push(`${verdict} (${shown} cards)`);
    };
    new MutationObserver(inspect).observe(document, { subtree: true, childList: true, characterData: true });
  }, cards);
}

test('the list never says the check is over before both fines of 9900100100 are shown, then focuses the result', async ({
  page,
}) => {
  await watchForEarlyVerdict(page, 2);
  await checkFines(page, '99 00 100100', 'А123ВС', '777');
  await expect(page).toHaveURL(/\/fines\/list$/);
  const heading = page.getByRole('heading', { name: 'Проверка завершена' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(2);
  // Focus goes to the result's heading, and the live region (polite, kept in the page) says what was found.
  await expect(heading).toBeFocused();
  const live = page.locator('[role="status"][aria-live="polite"]');
  await expect(live).toHaveText('Проверка завершена. Неоплаченных штрафов: 2, у приставов не оплачено: 0');
  const seen = await page.evaluate(() => {
    const w = window as unknown as { earlyVerdicts: string[]; sawChecking: boolean };
    return { earlyVerdicts: w.earlyVerdicts, sawChecking: w.sawChecking };
  });
  expect(seen.sawChecking).toBe(true);
  expect(seen.earlyVerdicts).toEqual([]);
  // The list's total and the cards count the fee the same way.
  await expect(page.locator('.totals__label')).toHaveText(/^Штрафы: .+₽, комиссия: .+₽, итого: .+₽$/);
});

test('each card names its document; the filter and the tab live in the address', async ({ page }) => {
  await checkFines(page, '99 00 100100', 'А123ВС', '777');
  await expect(page.getByRole('heading', { name: 'Проверка завершена' })).toBeVisible();
  await checkFines(page, '99 00 700700', 'В456ОР', '99');
  await expect(page.getByRole('heading', { name: 'Проверка завершена' })).toBeVisible();

  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('По документу: А123ВС 777, СТС 99 00 100100')).toHaveCount(2);
  await page.getByRole('tab', { name: /У приставов/ }).click();
  await expect(page).toHaveURL(/\?tab=orders$/);
  await expect(panel.getByText('По документу: В456ОР 99, СТС 99 00 700700').first()).toBeVisible();
  // A bailiffs' card is titled by its offence or case, not a generic «Передан приставам».
  await expect(panel.getByRole('heading', { name: 'Передан приставам' })).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: /КоАП|Исполнительное производство/ }).first()).toBeVisible();

  await page.getByRole('tab', { name: /Неоплаченные/ }).click();
  await page.getByRole('radio', { name: 'СТС' }).check();
  await page.getByRole('combobox', { name: 'Документ' }).selectOption({ label: 'А123ВС 777, СТС 99 00 100100' });
  await expect(page).toHaveURL(/\?show=sts&document=\d+$/);
  const filtered = page.url();
  await expect(page.getByRole('tab', { name: 'У приставов 0' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Документ' })).toHaveValue(/\d+/);
  await expect(page.getByRole('tab', { name: 'У приставов 0' })).toBeVisible();
  // The server rendered that document's charges only.
  await expect(panel.getByRole('article')).toHaveCount(2);
  await expect(panel.getByText('По документу: А123ВС 777, СТС 99 00 100100')).toHaveCount(2);

  await page.goto('/profile');
  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expect(page.getByRole('tab', { name: 'У приставов 0' })).toBeVisible();

  await page.goto('/fines/list?tab=orders');
  await expect(page.getByRole('tab', { name: /У приставов [1-9]/ })).toHaveAttribute('aria-selected', 'true');
});

test('a failing registry is reported for its document with «Повторить», which looks it up again', async ({ page }) => {
  await checkFines(page, '99 00 500500');
  // Shown once final: the first failed attempt, not after the background retries.
  const failure = page.getByText('Не удалось получить данные из ГИС ГМП');
  await expect(failure).toBeVisible({ timeout: 10_000 });
  // The only document was not checked: nothing is known, so no «0» and no «нет».
  await expect(page.getByRole('heading', { name: 'Документ не удалось проверить' })).toBeVisible();
  await expect(page.getByText('Штрафов не найдено')).toHaveCount(0);
  await expect(page.getByText(/Неоплаченных штрафов: 0|штрафов нет/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Штрафы пока неизвестны' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Неоплаченные', exact: true })).toBeVisible();

  const retried = page.waitForResponse((r) => r.url().includes('/105/api/preload/retry') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /^Повторить проверку: .*СТС 99 00 500500$/ }).click();
  const answer = await retried;
  expect(answer.status()).toBe(200);
  expect((await answer.json()).document).toMatchObject({ state: 'pending' });
  await expect(page.getByRole('heading', { name: 'Проверяем штрафы в ГИС ГМП…' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Документ не удалось проверить' })).toBeVisible({ timeout: 10_000 });
});

test('toasts use the app’s font', async ({ page }) => {
  await page.goto('/');
  const fonts = await page.evaluate(() => {
    const box = document.createElement('div');
    box.className = 'Toastify';
    box.innerHTML = '<div class="Toastify__toast-container"><div class="Toastify__toast">Данные сохранены</div></div>';
    document.body.append(box);
    const toast = getComputedStyle(box.querySelector('.Toastify__toast')!).fontFamily;
    return { toast, body: getComputedStyle(document.body).fontFamily };
  });
  expect(fonts.toast).toBe(fonts.body);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list shows what is known, says whether the check is complete and refreshes by a plain link', async ({
    page,
    browser,
  }) => {
    // The account and its certificate are made in a browser with JavaScript; its list page is never opened there.
    const withJs = await browser.newContext({ javaScriptEnabled: true });
    const setup = await withJs.newPage();
    await setup.route(/\/fines\/list/, (route) => route.abort());
    await checkFines(setup, '99 00 100100', 'А123ВС', '777');
    await expect.poll(async () => (await withJs.cookies()).some((c) => c.name === 'shtrafy_auth')).toBe(true);
    await page.context().addCookies(await withJs.cookies());
    await withJs.close();

    await page.goto('/fines/list');
    await expect(page.getByRole('heading', { name: 'Проверяем штрафы в ГИС ГМП…' })).toBeVisible();
    await expect(page.getByText('Штрафов не найдено')).toHaveCount(0);
    const refresh = page.getByRole('link', { name: 'обновите страницу' });
    await expect(refresh).toHaveAttribute('href', '/fines/list');

    await expect
      .poll(
        async () => {
          if (await refresh.isVisible()) await refresh.click();
          return page.getByRole('heading', { name: 'Проверка завершена' }).isVisible();
        },
        { intervals: [1000], timeout: 30_000 },
      )
      .toBe(true);
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'обновите страницу' })).toHaveCount(0);
  });
});
