import type { Page } from '@playwright/test';

/** Whether React has hydrated the element at `selector` (it keeps its fiber on the DOM node). */
export function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
}

/** The home page's check form (its code arrives after the page: README «Speed»). */
export const CHECK_FORM = 'form[aria-label="Проверка штрафов по СТС"]';
