/**
 * СТС, the vehicle registration certificate (spec §5; DOMAIN.md "Documents"; payer document
 * code 24 of the Treasury payment-agent API): 10 characters, 2 digits + 2 digits or Cyrillic
 * letters + 6 digits (`9904449114`, `77АВ123456`). Format check only: there is no checksum.
 */
import { toCyrillicPlateLetters } from './latin-to-cyrillic';

/** Shape shared by СТС and ВУ numbers once normalized. */
export const STS_LIKE_PATTERN = /^\d{2}[\dА-ЯЁ]{2}\d{6}$/;

/**
 * Removes every space, upper-cases and turns Latin twins into Cyrillic (`99 04 449114` →
 * `9904449114`); full-width digits and letters (`９９０４…`, typed with a CJK keyboard) become
 * ordinary ones first (Unicode NFKC), as the masks and the ИНН and УИН fields read them.
 */
export function normalizeSts(raw: string): string {
  return toCyrillicPlateLetters(raw.normalize('NFKC').replace(/\s+/g, ''));
}

/** True for a normalized СТС: exactly 10 characters of the shape above. */
export function isValidSts(normalized: string): boolean {
  return STS_LIKE_PATTERN.test(normalized);
}

/** `9904449114` → `99 04 449114`; a string that is not a valid number is returned unchanged. */
export function formatSts(normalized: string): string {
  if (!isValidSts(normalized)) return normalized;
  return `${normalized.slice(0, 2)} ${normalized.slice(2, 4)} ${normalized.slice(4)}`;
}
