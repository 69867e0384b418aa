/**
 * Test cards of the built-in sandbox acquirer («Тестовая оплата», README «Тестовые карты»). Any
 * expiry not in the past and any CVC work; the 3-D Secure code is `SANDBOX_3DS_CODE`. Other numbers
 * are refused, so nobody types a real card into a page that takes no money.
 */

/** What a test card does once its 3-D Secure step is passed. */
export type SandboxCardOutcome =
  | { kind: 'success' }
  | { kind: 'declined'; reason: 'insufficient_funds' | 'general_decline' }
  /** The bank answers late: the payment stays `pending` for a while, then succeeds. */
  | { kind: 'slow' };

/** A documented test card. */
export interface SandboxCard {
  /** 16 digits, Luhn-valid. */
  number: string;
  /** What it is, in Russian, for the card list on the sandbox page and the README. */
  label: string;
  outcome: SandboxCardOutcome;
}

/** The test cards, in the order the sandbox page lists them. */
export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '4111111111111111', label: 'Visa: оплата проходит', outcome: { kind: 'success' } },
  { number: '2200000000000004', label: 'Мир: оплата проходит', outcome: { kind: 'success' } },
  {
    number: '4000000000000002',
    label: 'Отказ банка: недостаточно денег',
    outcome: { kind: 'declined', reason: 'insufficient_funds' },
  },
  {
    number: '4000000000000069',
    label: 'Отказ банка без объяснения причины',
    outcome: { kind: 'declined', reason: 'general_decline' },
  },
  { number: '4000000000000077', label: 'Банк отвечает не сразу: платёж в обработке, потом проходит', outcome: { kind: 'slow' } },
];

/** The 3-D Secure code every test card accepts. */
export const SANDBOX_3DS_CODE = '123456';

/** Wrong 3-D Secure codes allowed before the payment is cancelled with `3d_secure_failed`. */
export const SANDBOX_3DS_ATTEMPTS = 3;

/** The test card with these digits, or undefined. */
export function findSandboxCard(digits: string): SandboxCard | undefined {
  return SANDBOX_CARDS.find((c) => c.number === digits);
}

/** `4111111111111111` → `4111 1111 1111 1111`. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
