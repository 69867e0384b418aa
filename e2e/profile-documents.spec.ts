import { expect, test, type Page } from '@playwright/test';
import { makeInn12 } from '@/lib/domain/inn';
import { createUserWithSts } from './support/api-user';
import { acceptSignInLink } from './support/sign-in-link';

async function signedInProfile(page: Page, request: Parameters<typeof createUserWithSts>[0]) {
  const user = await createUserWithSts(request, '9900000000');
  await acceptSignInLink(page, `/profile?userId=${user.userId}&rand=${user.rand}&session=${user.session}`);
  await expect(page).toHaveURL(/\/profile$/);
  return user;
}

/** Sum of the counts in the fines tabs of the «Штрафы по документам» area. */
async function finesShown(page: Page): Promise<number> {
  const area = page.getByRole('region', { name: 'Штрафы по документам' });
  const names = await area.getByRole('tab').allTextContents();
  return names.map((n) => Number(/(\d+)\s*$/.exec(n)?.[1] ?? 0)).reduce((a, b) => a + b, 0);
}

test('add a driver licence and an ИНН on /profile, see their fines, edit and delete', async ({ page, request }) => {
  await signedInProfile(page, request);

  // A driver licence with two unpaid fines in the sandbox.
  await page.getByRole('button', { name: 'Добавить ВУ' }).click();
  const dlForm = page.getByRole('form', { name: 'Новое водительское удостоверение' });
  await dlForm.getByLabel('Номер водительского удостоверения').fill('99 00 1001');
  await dlForm.getByLabel('Номер водительского удостоверения').blur();
  await expect(dlForm.getByLabel('Номер водительского удостоверения')).toHaveAttribute('aria-invalid', 'true');
  await dlForm.getByLabel('Номер водительского удостоверения').fill('99 00 100100');
  await dlForm.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText('ВУ 99 00 100100').first()).toBeVisible();

  // An ИНН of a person (12 digits with valid check digits).
  const inn = makeInn12('5001234567');
  await page.getByRole('button', { name: 'Добавить ИНН' }).click();
  const innForm = page.getByRole('form', { name: 'Новый ИНН' });
  await innForm.getByLabel('ИНН', { exact: true }).fill(inn.slice(0, 11) + String((Number(inn[11]) + 1) % 10));
  await innForm.getByRole('button', { name: 'Добавить' }).click();
  await expect(innForm.getByText('Проверьте ИНН: контрольная сумма не сходится')).toBeVisible();
  await innForm.getByLabel('ИНН', { exact: true }).fill(inn);
  await innForm.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText(`ИНН ${inn}`).first()).toBeVisible();

  // Fines by document: the licence's two unpaid fines, then the ИНН's charges.
  const area = page.getByRole('region', { name: 'Штрафы по документам' });
  await area.getByRole('radio', { name: 'ВУ' }).check();
  await expect(area.getByRole('tab', { name: /Неоплаченные 2/ })).toBeVisible({ timeout: 20_000 });
  await area.getByRole('radio', { name: 'ИНН' }).check();
  await expect.poll(() => finesShown(page), { timeout: 20_000 }).toBeGreaterThan(0);

  // Edit the licence's name, then delete it.
  await page.getByRole('button', { name: 'Изменить ВУ 99 00 100100' }).click();
  const editForm = page.getByRole('form', { name: 'Изменение: ВУ 99 00 100100' });
  await editForm.getByLabel('Название (необязательно)').fill('Папа');
  await editForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Папа').first()).toBeVisible();
  await page.getByRole('button', { name: 'Удалить ВУ 99 00 100100' }).click();
  await page.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Удалить ВУ 99 00 100100' })).toHaveCount(0);
});
