/**
 * Registration plate of type 1 (ГОСТ Р 50577-2018; DOMAIN.md "Documents"): the number
 * `А123ВС` (letter, 3 digits, 2 letters) and, separately, the region code `77` / `777`.
 */
import { toCyrillicPlateLetters } from './latin-to-cyrillic';

/** The 12 Cyrillic letters allowed on plates: exactly those with Latin twins (ГОСТ Р 50577-2018). */
export const PLATE_LETTERS = 'АВЕКМНОРСТУХ';

const PLATE_NUMBER = new RegExp(`^[${PLATE_LETTERS}](\\d{3})[${PLATE_LETTERS}]{2}$`);

/** Removes spaces, upper-cases and turns Latin twins into Cyrillic (`a 123 bc` → `А123ВС`). */
export function normalizePlateNumber(raw: string): string {
  // Full-width digits and letters (a CJK keyboard) read as ordinary ones, as in the СТС (normalizeSts).
  return toCyrillicPlateLetters(raw.normalize('NFKC').replace(/\s+/g, ''));
}

/** True for a normalized plate number without region: `А123ВС`; the digits `000` are never issued. */
export function isValidPlateNumber(n: string): boolean {
  const m = PLATE_NUMBER.exec(n);
  return m !== null && m[1] !== '000';
}

/** Two-digit codes that are not issued: 20 and 91 (DOMAIN.md "Documents"). */
const RETIRED_REGIONS = new Set(['20', '91']);

/**
 * True for a traffic police region code (DOMAIN.md "Documents"): two digits 01–99 except 20 and
 * 91, or three digits whose first is 1–9 followed by a valid two-digit code (777, 799, 977;
 * not 020, 120, 091).
 */
export function isValidRegion(r: string): boolean {
  if (/^\d{2}$/.test(r)) return r !== '00' && !RETIRED_REGIONS.has(r);
  if (/^[1-9]\d{2}$/.test(r)) return isValidRegion(r.slice(1));
  return false;
}

const PLATE_WITH_REGION = new RegExp(`^([${PLATE_LETTERS}]\\d{3}[${PLATE_LETTERS}]{2})(\\d{2,3})$`);

/**
 * A plate as a charge prints it (`А123ВС77`) in the site's spelling, the region apart: `А123ВС 77`.
 * Anything else (another plate type, a foreign one) is shown as it came.
 */
export function plateForDisplay(plate: string): string {
  return plate.replace(PLATE_WITH_REGION, '$1 $2');
}
