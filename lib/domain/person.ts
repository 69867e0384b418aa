/**
 * Personal data on payer forms (spec §5; DOMAIN.md "Documents"): date of birth and full name.
 */
import { isIsoDate } from './dates';

/** Earliest date of birth accepted is the day after this one (spec §5: "after 1900-01-01"). */
export const MIN_BIRTH_DATE_EXCLUSIVE = '1900-01-01';

/** `DD.MM.YYYY` → `YYYY-MM-DD` when it is a real calendar date, otherwise null. */
export function birthDateToIso(s: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(s);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * Date of birth as typed, `DD.MM.YYYY` (spec §5): empty is allowed (the field is optional);
 * otherwise a real calendar date strictly after 1900-01-01 and strictly before `today`
 * (`YYYY-MM-DD`, Moscow).
 */
export function isValidBirthDate(s: string, today: string): boolean {
  if (s === '') return true;
  const iso = birthDateToIso(s);
  return iso !== null && iso > MIN_BIRTH_DATE_EXCLUSIVE && iso < today;
}

/**
 * Keeps only Russian Cyrillic letters (ё included) and single spaces, trimmed (spec §5):
 * `  Иванов  Иван-1 Иванович ` → `Иванов Иван Иванович`. Letter case is kept as typed.
 * Any whitespace counts as a space; everything else (digits, Latin, hyphens) is dropped.
 */
export function normalizeName(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/[^А-Яа-яЁё ]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** True when `s` is exactly three Cyrillic words after `normalizeName` (surname, name, patronymic; spec §5). */
export function isValidFullName(s: string): boolean {
  const n = normalizeName(s);
  return n !== '' && n.split(' ').length === 3;
}
