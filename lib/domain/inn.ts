/**
 * ИНН, the taxpayer number (ФНС order on ИНН; DOMAIN.md "Documents"): 10 digits for an
 * organization, 12 for a person; a 12-digit number cannot start with `00`.
 * Check digits: weighted sum mod 11, then mod 10. Because 10 and 0 both give 0, a single wrong
 * digit slips through when the check digit is 0 and the remainder moves between 0 and 10; that
 * is a property of the official method, not of this code.
 */

const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/** (Σ digitᵢ·weightᵢ mod 11) mod 10 over `digits` (as many as weights). */
function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  return (sum % 11) % 10;
}

/**
 * Check digits for the digits before them: 9 digits → the 10th (organization ИНН);
 * 10 digits → the 11th and 12th (person ИНН). Throws RangeError for any other input.
 */
export function innCheckDigits(firstDigits: string): string {
  if (/^\d{9}$/.test(firstDigits)) return String(checkDigit(firstDigits, W10));
  if (/^\d{10}$/.test(firstDigits)) {
    const d11 = String(checkDigit(firstDigits, W11));
    return d11 + String(checkDigit(firstDigits + d11, W12));
  }
  throw new RangeError(`Expected 9 or 10 digits, got "${firstDigits}"`);
}

/** A valid 10-digit ИНН from its first 9 digits (`770708389` → `7707083893`). */
export function makeInn10(first9: string): string {
  if (!/^\d{9}$/.test(first9)) throw new RangeError(`Expected 9 digits, got "${first9}"`);
  return first9 + innCheckDigits(first9);
}

/** A valid 12-digit ИНН from its first 10 digits; throws RangeError if they start with `00`. */
export function makeInn12(first10: string): string {
  if (!/^\d{10}$/.test(first10) || first10.startsWith('00')) {
    throw new RangeError(`Expected 10 digits not starting with 00, got "${first10}"`);
  }
  return first10 + innCheckDigits(first10);
}

/** True for a 10- or 12-digit ИНН whose check digits match (`7707083893` yes, `7707083894` no). */
export function isValidInn(s: string): boolean {
  if (/^\d{10}$/.test(s)) return innCheckDigits(s.slice(0, 9)) === s.slice(9);
  if (/^\d{12}$/.test(s)) return !s.startsWith('00') && innCheckDigits(s.slice(0, 10)) === s.slice(10);
  return false;
}
