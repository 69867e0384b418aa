import type { Page } from '@playwright/test';

/** Fills the home page check form and submits it. */
export async function checkFines(page: Page, sts: string, plate = 'А123ВС', region = '77'): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Номер СТС').fill(sts);
  await page.getByLabel('Госномер').fill(plate);
  await page.getByLabel('Регион').fill(region);
  await page.getByRole('button', { name: 'Проверить штрафы' }).click();
}
