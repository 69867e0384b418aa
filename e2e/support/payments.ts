import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** Ticks «Выбрать для оплаты» on the first `count` unpaid cards of the list. */
export async function selectAllForPayment(page: Page, count: number): Promise<void> {
  const boxes = page.getByLabel('Выбрать для оплаты');
  await expect(boxes.first()).toBeVisible();
  for (let i = 0; i < count; i++) await boxes.nth(i).check();
}

/** The УИНs of the list's cards that offer «Выбрать для оплаты», in the list's order. */
export async function selectableUins(page: Page): Promise<string[]> {
  return page.getByLabel('Выбрать для оплаты').evaluateAll((boxes) => boxes.map((b) => b.getAttribute('data-select-uin') ?? ''));
}

/** Pays on the sandbox acquirer's page as a person would: the card (masked input), then the 3-D Secure code. */
export async function payOnSandboxPage(page: Page, cardNumber: string): Promise<void> {
  await expect(page.getByText('Тестовая оплата.', { exact: false })).toBeVisible();
  await page.getByLabel('Номер карты').pressSequentially(cardNumber.replace(/\s/g, ''));
  await page.getByLabel('Срок действия').pressSequentially('1239');
  await page.getByLabel('CVC').pressSequentially('123');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  await page.getByLabel('Код из SMS').fill('123456');
  await page.getByRole('button', { name: 'Подтвердить' }).click();
}

/**
 * A СТС of the sandbox's `99001xxxxx` family (README «Sandbox data»): two unpaid fines, like
 * `9900100100`, but with УИНs of its own. A УИН paid by anyone asks to confirm paying it again,
 * so each test that pays (or opens the payment page) takes fines no parallel test is paying.
 */
export function stsWithOwnUnpaidFines(): string {
  return `99001${String(randomInt(1, 100_000)).padStart(5, '0')}`;
}
