import { expect, test, type Page } from '@playwright/test';
import { createUserWithSts, registerByApi } from './support/api-user';
import { uniqueAddress } from './support/mailbox';
import { acceptSignInLink } from './support/sign-in-link';

const PASSWORD = 'надёжный-пароль-2026';

/** Signs this browser in as a registered user through a sign-in link (the account in the header has an e-mail). */
async function signInRegistered(page: Page): Promise<string> {
  const email = uniqueAddress();
  const user = await createUserWithSts(page.request, '9900000000');
  const query = await registerByApi(page.request, user, email, PASSWORD);
  await acceptSignInLink(page, `/profile?${query}`);
  await expect(page).toHaveURL(/\/profile$/);
  return email;
}

/** The tops of the header's items: one value when they all stand on one line. */
async function headerRows(page: Page): Promise<number> {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Профиль/ })).toBeVisible();
  const tops = await header.locator('a, button, summary').evaluateAll((items) =>
    items
      // Items hidden on this screen size (or inside the closed sections menu) stand on no line.
      .filter((item) => item.checkVisibility() && item.getBoundingClientRect().height > 0)
      .map((item) => Math.round(item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2)),
  );
  return new Set(tops.map((top) => Math.round(top / 8))).size;
}

test('the home page header offers «Профиль» and «Выйти» to a signed-in person', async ({ page }) => {
  await signInRegistered(page);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Профиль/ })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Войти' })).toHaveCount(0);
});

test('the header stays on one line with every item in view, from a 320 px phone to a desktop', async ({ page, isMobile }) => {
  await signInRegistered(page);
  const sizes = isMobile ? [320, 390] : [320, 360, 390, 640, 700, 760, 800, 960, 1024, 1366];
  for (const width of sizes) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of width === 390 ? ['/', '/fines/list', '/profile'] : ['/fines/list']) {
      const where = `${path} at ${width} px`;
      await page.goto(path);
      const header = page.getByRole('banner');
      // The home page's plain frame has no menu: its line holds «Выйти» at every width. Elsewhere,
      // below 960 px the sections menu stands at the line's end, and below 760 px it holds «Выйти».
      const menu = path === '/' || width >= 960 ? null : header.locator('summary', { hasText: 'Меню' });
      const logoutInMenu = menu !== null && width < 760;
      const lineEnd = menu ?? header.getByRole('button', { name: 'Выйти' });
      await expect(lineEnd).toBeVisible();
      if (!logoutInMenu) await expect(header.getByRole('button', { name: 'Выйти' })).toBeVisible();
      expect(await headerRows(page), where).toBe(1);
      // In view, not scrolled away inside the menu (it scrolls sideways only as a last resort).
      const nav = header.getByRole('navigation').first();
      const overflow = await nav.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, where).toBeLessThanOrEqual(0);
      const box = await lineEnd.boundingBox();
      expect(box!.x + box!.width, where).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
      // «Профиль» and the e-mail read as two words, also to a screen reader.
      await expect(header.getByRole('link', { name: /^Профиль \S/ })).toBeAttached();
      if (menu) {
        await lineEnd.click();
        const sections = header.getByRole('navigation', { name: 'Меню разделов' });
        await expect(sections.getByRole('link', { name: 'Новости' })).toBeVisible();
        const panel = await sections.boundingBox();
        expect(panel!.x, where).toBeGreaterThanOrEqual(0);
        expect(panel!.x + panel!.width, where).toBeLessThanOrEqual(width);
        await expect(header.getByRole('button', { name: 'Выйти' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(sections).toBeHidden();
      }
    }
  }
});

test('the sections menu leads to a section on a phone, also without opening the footer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fines');
  const header = page.getByRole('banner');
  const menu = header.locator('summary', { hasText: 'Меню' });
  await menu.click();
  await header.getByRole('navigation', { name: 'Меню разделов' }).getByRole('link', { name: 'Журнал' }).click();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The menu is closed on the new page, its current section marked when opened again.
  await expect(header.getByRole('navigation', { name: 'Меню разделов' })).toBeHidden();
  await menu.click();
  await expect(header.getByRole('link', { name: 'Журнал' }).last()).toHaveAttribute('aria-current', 'page');
});

test('the check shows a busy form and keeps focus on its button while the request runs', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Номер СТС').fill('9900100100');
  await page.getByLabel('Госномер').fill('А123ВС');
  await page.getByLabel('Регион').fill('77');
  // Hold the account request, so the busy state can be looked at.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/105/api/newuser', async (route) => {
    await held;
    await route.continue();
  });
  const button = page.getByRole('button', { name: 'Проверить штрафы' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Проверка штрафов по СТС' })).toHaveAttribute('aria-busy', 'true');
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  release();
  await expect(page).toHaveURL(/\/fines\/list$/);
});

test('fields stay quiet while focus passes through, and region 20, a Latin Q and a digit before the plate’s letter are explained', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Номер СТС').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

  await page.getByLabel('Госномер').pressSequentially('Q');
  await expect(page.getByText('Только буквы А В Е К М Н О Р С Т У Х')).toBeVisible();
  await expect(page.getByLabel('Госномер')).toHaveValue('');
  // A digit where the first letter goes is dropped with a word, not in silence.
  await page.getByLabel('Госномер').pressSequentially('1');
  await expect(page.getByText('Госномер начинается с буквы: А123ВС')).toBeVisible();
  await expect(page.getByLabel('Госномер')).toHaveValue('');
  await page.getByLabel('Регион').pressSequentially('20');
  await page.getByLabel('Регион').blur();
  await expect(page.getByText('Региона с кодом 20 нет')).toBeVisible();
});

test('a visitor without a СТС is led to the lookup by УИН, which needs no account', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Найдите штраф по УИН' }).click();
  await expect(page).toHaveURL(/\/fines#fines-by-uin$/);
  await expect(page.getByRole('heading', { name: 'Найти штраф по УИН' })).toBeInViewport();
  // A tax УИН there is not «не найдено»: the answer leads to /taxes, which shows the charge.
  await page.getByRole('textbox', { name: 'УИН штрафа' }).fill('18207701250101000014');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText('Это УИН налога, а не штрафа.')).toBeVisible();
  await page.getByRole('link', { name: 'Открыть налог в разделе «Налоги»' }).click();
  await expect(page).toHaveURL(/\/taxes\?uin=18207701250101000014#taxes-by-uin$/);
  await expect(page.getByText('Начисление найдено', { exact: true })).toBeAttached();
  await page.goto('/');
  await page.getByRole('link', { name: 'войдите или зарегистрируйтесь' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
