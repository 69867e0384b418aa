import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// A content table wider than a phone scrolls in its own box; without a mouse the keyboard must
// reach that box and scroll it (WCAG 2.1.1). Chromium makes such a box focusable by itself, other
// browsers (Safari) do not, so the table carries its own tabindex and axe checks that it does.
test('a wide content table on a phone is in the tab order and scrolled by the arrow keys', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the table fits a desktop screen');
  await page.goto('/insurance');
  const table = page.locator('main table').first();
  const overflow = await table.evaluate((t) => t.scrollWidth - t.clientWidth);
  expect(overflow, 'the table is wider than its box on a phone').toBeGreaterThan(0);
  const axe = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable']).analyze();
  expect(axe.violations).toEqual([]);

  let reached = false;
  for (let i = 0; i < 80 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await table.evaluate((t) => document.activeElement === t);
  }
  expect(reached, 'Tab reaches the table').toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
});
