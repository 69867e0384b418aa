import { expect, test, type Page } from '@playwright/test';
import { CHECK_FORM, isHydrated } from './support/hydration';

/*
 * The home page's check form is rendered by the server and hydrated when its code arrives, after
 * the frame (README «Speed», JavaScript budget). These tests hold that code back, as a slow
 * connection would, and check what a person meets meanwhile and afterwards.
 */

/**
 * The code of the page's server-rendered lazy parts: scripts it preloads at low priority that are
 * not among its first scripts (the framework preloads its own bootstrap script the same way).
 */
async function lazyScripts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const first = new Set([...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]));
  const links = html.match(/<link[^>]*fetchPriority="low"[^>]*>/g) ?? [];
  return links.map((link) => /href="([^"]+)"/.exec(link)![1]!).filter((href) => href.endsWith('.js') && !first.has(href));
}

/** Holds the requests for `scripts` until the returned function is called. */
async function holdScripts(page: Page, scripts: string[]): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  for (const script of scripts) {
    await page.route(`**${script}`, async (route) => {
      await released;
      await route.continue();
    });
  }
  return release;
}

test('text typed before the check form’s code arrives is kept, and the hydrated form sends it through the API', async ({
  page,
}) => {
  const scripts = await lazyScripts(page, '/');
  expect(scripts.length).toBeGreaterThan(0);
  const release = await holdScripts(page, scripts);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });

  // The held preloads keep the load event from firing; the page is usable before it.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The frame is live (the header's navigation), the form is on screen but not hydrated yet.
  await expect.poll(() => isHydrated(page, 'nav[aria-label="Аккаунт"]')).toBe(true);
  expect(await isHydrated(page, CHECK_FORM)).toBe(false);
  await page.getByLabel('Номер СТС').fill('9900100100');
  await page.getByLabel('Госномер').fill('А123ВС');
  await page.getByLabel('Регион').fill('77');

  release();
  await expect.poll(() => isHydrated(page, CHECK_FORM)).toBe(true);
  await expect(page.getByLabel('Номер СТС')).toHaveValue(/^99 ?00 ?100100$/);
  await page.getByRole('button', { name: 'Проверить штрафы' }).click();
  await expect(page).toHaveURL(/\/fines\/list/);
  expect(posts.some((path) => path.startsWith('/105/api/'))).toBe(true);
  expect(posts).not.toContain('/check');
});

test('«Проверить штрафы» pressed before the form’s code arrives posts the form as without JavaScript', async ({ page }) => {
  const scripts = await lazyScripts(page, '/');
  await holdScripts(page, scripts);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });

  // The held preloads keep the load event from firing; the page is usable before it.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Номер СТС').fill('9900100100');
  await page.getByLabel('Госномер').fill('А123ВС');
  await page.getByLabel('Регион').fill('77');
  expect(await isHydrated(page, CHECK_FORM)).toBe(false);
  await page.getByRole('button', { name: 'Проверить штрафы' }).click();
  await expect(page).toHaveURL(/\/fines\/list/);
  expect(posts).toContain('/check');
  await expect(page.getByRole('heading', { name: 'Мои штрафы' })).toBeVisible();
});

test('the login tabs are links: before the page’s code arrives, «Регистрация» opens the registration form', async ({ page }) => {
  await holdScripts(page, await lazyScripts(page, '/login'));
  await page.goto('/login?next=%2Fprofile', { waitUntil: 'domcontentloaded' });
  expect(await isHydrated(page, 'form[aria-label="Вход по паролю"]')).toBe(false);
  await page.getByRole('tab', { name: 'Регистрация' }).click();
  await expect(page).toHaveURL(/\/login\?tab=register&next=%2Fprofile$/);
  await expect(page.getByRole('form', { name: 'Регистрация' })).toBeVisible();
});

test('«Забыли пароль?» pressed before the page’s code arrives opens the reset request', async ({ page }) => {
  await holdScripts(page, await lazyScripts(page, '/login'));
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  expect(await isHydrated(page, 'form[aria-label="Вход по паролю"]')).toBe(false);
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/login\?tab=forgot$/);
  await expect(page.getByRole('button', { name: 'Прислать ссылку' })).toBeVisible();
});

test('when the form’s code cannot be fetched, the page reloads once and then says so instead of an error page', async ({
  page,
}) => {
  for (const script of await lazyScripts(page, '/')) await page.route(`**${script}`, (route) => route.abort());
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Не удалось загрузить форму проверки штрафов. Проверьте соединение с интернетом.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'Проверка штрафов ГИБДД' })).toBeVisible();
  await expect(page.getByText('Сервис временно недоступен')).toHaveCount(0);
});
