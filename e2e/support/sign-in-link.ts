import { expect, type Page } from '@playwright/test';

/**
 * Opens `url`, an address with a sign-in triple (`?userId=…&rand=…&session=…`), and answers the
 * link page's question «Войти как …?» as a person who trusts the link does; resolves once the
 * browser has left the link page for the page the link named.
 */
export async function acceptSignInLink(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: /^Войти как / }).click();
  await expect(page).not.toHaveURL(/\/link-sign-in/, { timeout: 30_000 });
}
