/**
 * Bank card fields as a card form checks them (ISO/IEC 7812: the number's last digit is a Luhn
 * check digit; expiry is the last day of the month printed on the card). Used by the sandbox
 * acquirer's payment page; our own site never sees a real card.
 */

/** Digits only (`4111 1111 1111 1111` → `4111111111111111`). */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** True when `digits` (13–19 digits) passes the Luhn check (ISO/IEC 7812-1). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * An expiry as typed, in the card's `ММ/ГГ` form: four digits with anything between or around them
 * (`1239`, `12 39`, `12/39`, as typed before the input mask's code arrived or without it) become
 * `12/39`; anything else is returned trimmed, for isExpiryValid to refuse.
 */
export function cardExpiry(value: string): string {
  const digits = cardDigits(value);
  return digits.length === 4 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : value.trim();
}

/**
 * True when an expiry `ММ/ГГ` is a real month not before the current one: a card is valid through
 * the last day of its month. `today` is `YYYY-MM-DD` (Moscow).
 */
export function isExpiryValid(expiry: string, today: string): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!m) return false;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return false;
  const year = 2000 + Number(m[2]);
  const [nowYear, nowMonth] = today.split('-').map(Number) as [number, number];
  return year > nowYear || (year === nowYear && month >= nowMonth);
}

/** True for a 3-digit card security code (CVC2 / CVV2). */
export function isCvcValid(cvc: string): boolean {
  return /^\d{3}$/.test(cvc);
}

/** `4111111111111111` → `•••• 1111`: what may be shown or kept of a card number. */
export function maskedCard(digits: string): string {
  return `•••• ${digits.slice(-4)}`;
}

/** Messages of the card form. */
export const MSG_CARD_NUMBER = 'Проверьте номер карты: в нём ошибка';
export const MSG_CARD_EXPIRY = 'Укажите срок действия карты — месяц и год, ММ/ГГ; карта не должна быть просрочена';
export const MSG_CARD_CVC = 'CVC — три цифры на обороте карты';

/** Input masks of the card form (react-imask pattern options; `0` is a digit). */
export const cardNumberMask = { mask: '0000 0000 0000 0000[ 000]' } as const;
export const cardExpiryMask = { mask: '00/00' } as const;
export const cardCvcMask = { mask: '000' } as const;
