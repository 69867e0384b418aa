import type { TrackingData } from '@/lib/contract/tracking';

/**
 * What data attached to a tracking record may keep (issue 13 §4; 152-ФЗ on personal data): the
 * browser masks before sending and the server masks again before storing, so a careless caller
 * never puts a password, a token or a full document number into the analytics tables.
 */

/** Keys dropped outright: credentials and secrets. */
const SECRET_KEY = /pass|token|secret|salt|session|rand|code|cvv|card/i;
/** Keys dropped outright: a person's names and birth date. */
const PERSON_KEY = /^(fio|fullname|surname|name|patronymic|drivername|innname|birthdate)$/i;
/** Five or more digits (with spaces between them) look like a document, УИН, phone or account number. */
const LONG_NUMBER = /\d(?:[\s-]*\d){4,}/;
const EMAIL = /^[^@\s]+@([^@\s]+)$/;

/** Longest string value kept, characters. */
export const MAX_DATA_VALUE = 100;
/** Most keys kept. */
export const MAX_DATA_KEYS = 20;

/**
 * One value as it may be stored: an e-mail keeps only its domain (`***@mail.ru`), a number-like
 * value only its last three characters (`*******114`), anything else is cut to MAX_DATA_VALUE.
 */
export function maskValue(value: string): string {
  const email = EMAIL.exec(value.trim());
  if (email) return `***@${email[1]!.slice(0, MAX_DATA_VALUE)}`;
  if (LONG_NUMBER.test(value)) {
    const compact = value.replace(/[\s-]/g, '');
    return `${'*'.repeat(Math.max(0, compact.length - 3))}${compact.slice(-3)}`.slice(-MAX_DATA_VALUE);
  }
  return value.slice(0, MAX_DATA_VALUE);
}

/**
 * Masks data for a tracking record: drops secret and name keys and anything that is not a flat
 * string, number, boolean or null, masks every string (maskValue), keeps at most MAX_DATA_KEYS
 * keys. Answers null when nothing is left. Never throws.
 */
export function maskTrackingData(data: Record<string, unknown> | null | undefined): TrackingData | null {
  if (!data || typeof data !== 'object') return null;
  const out: TrackingData = {};
  let kept = 0;
  for (const [key, value] of Object.entries(data)) {
    if (kept >= MAX_DATA_KEYS) break;
    if (SECRET_KEY.test(key) || PERSON_KEY.test(key) || key.length > 40) continue;
    if (typeof value === 'string') out[key] = maskValue(value);
    else if (typeof value === 'number' && Number.isFinite(value))
      out[key] = Math.abs(value) >= 10_000 ? maskValue(String(value)) : value;
    else if (typeof value === 'boolean' || value === null) out[key] = value;
    else continue;
    kept += 1;
  }
  return kept > 0 ? out : null;
}
