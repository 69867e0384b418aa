import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { isHydrated } from './hydration';
import { MAIL_DIR } from './smtp-sink';

/** A mail received by the test SMTP server. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function mailsTo(address: string): ReceivedMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(path.join(MAIL_DIR, f), 'utf8')) as ReceivedMail)
    .filter((m) => m.to.includes(address.toLowerCase()));
}

/** Waits until `count` mails to `address` have arrived over SMTP and returns the newest. */
export async function waitForMail(address: string, count = 1): Promise<ReceivedMail> {
  await expect
    .poll(() => mailsTo(address).length, { timeout: 30_000, message: `mail to ${address}` })
    .toBeGreaterThanOrEqual(count);
  return mailsTo(address).at(-1)!;
}

/** The first link in a mail's text that contains `pathPart`. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`No link with ${pathPart} in: ${mail.text}`);
  return link;
}

let n = 0;
/** A unique address for one test. */
export function uniqueAddress(): string {
  n += 1;
  return `e2e-${Date.now()}-${process.pid}-${n}@example.ru`;
}

/**
 * Opens a mailed sign-in link (`/login/link?token=…`) and presses «Войти»: opening it alone signs
 * nobody in (mail scanners open links). With `scripts` (the default) the press waits for the page's
 * code, so the scripted sign-in is the one tested; without, the form posts to `/auth/link`.
 * Waits for the fines list.
 */
export async function followSignInLink(page: Page, url: string, { scripts = true } = {}): Promise<void> {
  await page.goto(url);
  if (scripts) await expect.poll(() => isHydrated(page, 'form[aria-label="Вход по ссылке"]')).toBe(true);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/fines\/list$/);
}
