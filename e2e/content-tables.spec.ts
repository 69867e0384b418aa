import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// On a phone a content table reads as a card per row, each cell under its column's name: nothing
// scrolls sideways and a key name is not broken mid-word (the privacy policy's storage table was a
// box scrolled sideways with `shtrafy:scroll-positions` split over three lines).
test('a content table on a phone is a card per row, each value under its column’s name', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'a desktop screen shows the table as a table');
  await page.goto('/licenses/privacy');
  const table = page.getByRole('table').filter({ hasText: 'shtrafy_auth' });
  expect(await table.evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(0);
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  // Each key stays on one line.
  for (const code of await table.locator('code').all()) {
    expect(await code.evaluate((c) => c.getClientRects().length), (await code.textContent()) ?? '').toBe(1);
  }
  // The column's name is shown above the value, and the table keeps its roles for screen readers.
  const cell = table.getByRole('cell', { name: 'shtrafy:visit' });
  await expect(cell).toBeVisible();
  expect(await cell.evaluate((c) => getComputedStyle(c, '::before').content)).toBe('"Название"');
  const axe = await new AxeBuilder({ page }).include('main table').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations).toEqual([]);
});

// Between a phone and a desktop a wide table scrolls in its own box; without a mouse the keyboard
// must reach that box and scroll it (WCAG 2.1.1). Chromium makes such a box focusable by itself,
// other browsers (Safari) do not, so the table carries its own tabindex and axe checks that it does.
test('a wide content table on a tablet is in the tab order and scrolled by the arrow keys', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one viewport is enough');
  // The narrowest screen that still shows a table as a table, where /insurance's is wider than its box.
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('/insurance');
  const table = page.locator('main table').first();
  const overflow = await table.evaluate((t) => t.scrollWidth - t.clientWidth);
  expect(overflow, 'the table is wider than its box on a tablet').toBeGreaterThan(0);
  const axe = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable']).analyze();
  expect(axe.violations).toEqual([]);

  let reached = false;
  for (let i = 0; i < 120 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await table.evaluate((t) => document.activeElement === t);
  }
  expect(reached, 'Tab reaches the table').toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
});
