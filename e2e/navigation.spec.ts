import { expect, test, type Page } from '@playwright/test';

/**
 * The navigation rules of spec §2 in a real Chromium: scroll to the top on a new route or new
 * parameters, a hash scrolls to its element, back and forward restore the place, links to other
 * sites are refused unless marked external, script URLs always, and a reload of the same path
 * happens at most once in 10 000 ms.
 */

const ARTICLE = '/journal/skidka-na-shtrafy-gibdd';

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

/** Scrolls the page to `y` (or as far as it goes) and waits until the position was noted (the rules save it on the next frame). */
async function scrollTo(page: Page, wanted: number): Promise<number> {
  const y = await page.evaluate((to) => Math.min(to, document.documentElement.scrollHeight - window.innerHeight), wanted);
  expect(y).toBeGreaterThan(50);
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return y;
}

test('a new route and new parameters start at the top', async ({ page }) => {
  await page.goto('/news');
  await scrollTo(page, 400);
  await page.getByRole('navigation', { name: 'Страницы списка' }).getByRole('link', { name: 'Дальше →' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.getByRole('link', { name: '← Назад' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await scrollTo(page, 300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Журнал' }).click();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('back and forward restore the place each page had', async ({ page }) => {
  await page.goto('/journal');
  // The last card of the list: the page is scrolled down to it, and it stays in view for the click.
  const link = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').last();
  await link.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const place = await scrollY(page);
  expect(place).toBeGreaterThan(100);
  const title = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  const articlePlace = await scrollTo(page, 200);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(place);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(articlePlace);
});

test('a hash scrolls to its element, on load and after a link to another page', async ({ page }) => {
  await page.goto(`${ARTICLE}#sources`);
  await expect(page.getByRole('heading', { level: 2, name: 'Источники' })).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(0);

  await page.goto('/journal/shtrafy-s-kamer');
  await page.getByRole('link', { name: 'в форме проверки' }).click();
  await expect(page).toHaveURL(/\/fines#check$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Проверить штрафы по СТС' })).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(0);
});

test('a link to another site is refused unless marked external; a script link always', async ({ page }) => {
  await page.route('https://www.consultant.ru/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>КонсультантПлюс</title><h1>КоАП РФ</h1>',
    }),
  );
  await page.goto(ARTICLE);
  // The rules are in force once the page's scripts run (they take over scroll restoration).
  await expect.poll(() => page.evaluate(() => window.history.scrollRestoration)).toBe('manual');
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const unmarked = Object.assign(document.createElement('a'), {
      href: 'https://www.consultant.ru/unmarked',
      textContent: 'Неотмеченная ссылка',
    });
    const script = Object.assign(document.createElement('a'), { textContent: 'Скрипт' });
    script.setAttribute('href', 'javascript:window.__ran = true');
    main.prepend(unmarked, script);
  });

  await page.getByRole('link', { name: 'Неотмеченная ссылка' }).click();
  await expect(page.getByText('Переход отменён: ссылка ведёт на другой сайт')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));

  await page.getByRole('link', { name: 'Скрипт' }).click();
  await expect(page.getByText('Ссылка заблокирована: она пытается запустить программу в браузере')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));

  // The article's sources are marked external: they leave the site.
  const source = page.getByRole('region', { name: 'Источники' }).getByRole('link').first();
  await expect(source).toHaveAttribute('rel', /external/);
  await source.click();
  await expect(page).toHaveURL(/^https:\/\/www\.consultant\.ru\//);
  await expect(page.getByRole('heading', { name: 'КоАП РФ' })).toBeVisible();
});

test('a part whose code fails to load reloads the page at most once in 10 000 ms', async ({ page }) => {
  await page.clock.install();
  // The discount calculator loads lazily; its chunk is the one that carries its marker.
  let blocked = 0;
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('shtrafy-discount-calculator')) {
      blocked++;
      await route.abort('failed');
    } else {
      await route.fulfill({ response, body });
    }
  });
  let loads = 0;
  page.on('load', () => loads++);

  await page.goto(ARTICLE);
  const notice = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить калькулятор скидки' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Страница только что обновлялась');
  // The first failure reloaded the page; the second, within the window, did not.
  expect(loads).toBe(2);
  expect(blocked).toBeGreaterThanOrEqual(2);

  await notice.getByRole('button', { name: 'Обновить страницу' }).click();
  await page.waitForTimeout(500);
  expect(loads).toBe(2);

  await page.clock.fastForward(10_000);
  await page.unroute('**/_next/static/chunks/**');
  await notice.getByRole('button', { name: 'Обновить страницу' }).click();
  await expect(page.getByRole('heading', { name: 'Посчитать скидку и срок оплаты' })).toBeVisible();
  expect(loads).toBe(3);
});
