/**
 * ОГРН, the primary state registration number of a legal entity in ЕГРЮЛ (Правила ведения ЕГРЮЛ,
 * Постановление Правительства РФ от 19.06.2002 № 438): 13 digits —
 * sign (1 or 5), the last two digits of the registration year, the 2-digit subject code, the
 * 2-digit tax office code, a 5-digit record number and a check digit. The check digit is the
 * first 12 digits taken as one number, mod 11, then mod 10 (a remainder of 10 gives 0).
 * The 15-digit ОГРНИП of individual entrepreneurs (mod 13) is not handled here.
 */

const FIRST12 = /^\d{12}$/;
const OGRN = /^[15]\d{12}$/;

/**
 * Check digit of an ОГРН from its first 12 digits: (the 12 digits as a number mod 11) mod 10
 * (`102770013219` → 5, so `1027700132195` is valid). Throws RangeError for anything but 12 digits.
 */
export function ogrnCheckDigit(first12: string): number {
  if (!FIRST12.test(first12)) throw new RangeError(`Expected 12 digits, got "${first12}"`);
  // 12 digits stay below 2^53, so a plain number holds them exactly.
  return (Number(first12) % 11) % 10;
}

/** A valid ОГРН from its first 12 digits with the check digit appended; throws RangeError as ogrnCheckDigit. */
export function makeOgrn(first12: string): string {
  return first12 + String(ogrnCheckDigit(first12));
}

/**
 * True for a 13-digit ОГРН that starts with 1 or 5 (the signs ЕГРЮЛ gives legal entities) and
 * whose last digit is the check digit of the others (`1027700132195` yes, `1027700132196` no).
 */
export function isValidOgrn(s: string): boolean {
  return OGRN.test(s) && ogrnCheckDigit(s.slice(0, 12)) === Number(s[12]);
}
