/**
 * ВУ, the driver licence (DOMAIN.md "Documents"; payer document code 22): 10 characters with
 * the same shape as СТС, 2 digits + 2 digits or Cyrillic letters + 6 digits (licences issued
 * since 2011 are all digits, older ones have letters in the series). Format check only.
 */
import { normalizeSts, STS_LIKE_PATTERN } from './sts';

/** Removes spaces, upper-cases and turns Latin twins into Cyrillic (`77 ab 123456` → `77АВ123456`). */
export function normalizeDriverLicense(raw: string): string {
  return normalizeSts(raw);
}

/** True for a normalized ВУ number: 10 characters, the СТС shape. */
export function isValidDriverLicense(normalized: string): boolean {
  return STS_LIKE_PATTERN.test(normalized);
}

/** `9912345678` → `99 12 345678`; a string that is not a valid number is returned unchanged. */
export function formatDriverLicense(normalized: string): string {
  if (!isValidDriverLicense(normalized)) return normalized;
  return `${normalized.slice(0, 2)} ${normalized.slice(2, 4)} ${normalized.slice(4)}`;
}
