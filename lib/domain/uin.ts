/**
 * УИН, the unique charge identifier (Treasury rules for УИН, the same check-digit method as the
 * classifier control numbers; DOMAIN.md "Documents"): 20 or 25 digits, the last is a check digit.
 * The value `0` (or all zeros) means "no УИН" and is never valid.
 */

/** Weighted sum mod 11 with weights 1,2,…,10,1,2,… shifted by `shift` (0 for pass 1, 2 for pass 2). */
function passRemainder(digits: string, shift: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (((i + shift) % 10) + 1);
  return sum % 11;
}

/**
 * Check digit for the digits before it (19 or 24 of them; any length is computed).
 * Pass 1: weights 1…10 repeating, r = sum mod 11, r < 10 is the digit. Otherwise pass 2 with the
 * weights shifted by two (3…10, 1, 2, …): r < 10 is the digit, r = 10 gives 0.
 */
export function uinCheckDigit(digitsWithoutCheck: string): number {
  if (!/^\d+$/.test(digitsWithoutCheck)) throw new RangeError(`Expected digits, got "${digitsWithoutCheck}"`);
  const r1 = passRemainder(digitsWithoutCheck, 0);
  if (r1 < 10) return r1;
  const r2 = passRemainder(digitsWithoutCheck, 2);
  return r2 < 10 ? r2 : 0;
}

/** A valid УИН from its 19 or 24 leading digits, with the check digit appended. */
export function makeUin(prefixAndBody: string): string {
  if (!/^(\d{19}|\d{24})$/.test(prefixAndBody)) {
    throw new RangeError(`Expected 19 or 24 digits, got "${prefixAndBody}"`);
  }
  return prefixAndBody + String(uinCheckDigit(prefixAndBody));
}

/**
 * True for a 20- or 25-digit УИН whose last digit is the check digit of the others
 * (`18810142200817004923` and `18810136191111001035` are valid). All zeros ("absent") is refused.
 */
export function isValidUin(s: string): boolean {
  if (!/^(\d{20}|\d{25})$/.test(s) || /^0+$/.test(s)) return false;
  return uinCheckDigit(s.slice(0, -1)) === Number(s.slice(-1));
}
