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

/** Refusal for a name written with no Russian letters (`Ivanov Ivan`), which normalization would empty. */
export const MSG_FULL_NAME_NOT_CYRILLIC = 'Фамилию, имя и отчество пишите русскими буквами, например Иванов Иван Иванович';

/**
 * Keeps only Russian Cyrillic letters (ё included), single spaces and hyphens inside a word
 * (spec §5; double surnames such as `Салтыков-Щедрин` keep theirs), trimmed:
 * `  Иванов  Иван-1 Иванович ` → `Иванов Иван Иванович`. Letter case is kept as typed.
 * Any whitespace counts as a space; everything else (digits, Latin, punctuation) is dropped, and
 * a hyphen left without a letter on both sides goes too.
 */
export function normalizeName(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/[^А-Яа-яЁё -]/g, '')
    .split(' ')
    .map((word) => word.replace(/-{2,}/g, '-').replace(/^-+|-+$/g, ''))
    .filter((word) => word !== '')
    .join(' ');
}

/**
 * True when a typed name is not in Russian letters: it has Latin letters (`Ivanov Ivan`, which
 * normalization would silently drop), or something typed that normalization would empty (`123`).
 * Such a name is refused with MSG_FULL_NAME_NOT_CYRILLIC instead of being stored changed or empty.
 */
export function needsCyrillicName(s: string): boolean {
  return /[A-Za-z]/.test(s) || (s.trim() !== '' && normalizeName(s) === '');
}

/** True when `s` is exactly three Cyrillic words after `normalizeName` (surname, name, patronymic; spec §5). */
export function isValidFullName(s: string): boolean {
  const n = normalizeName(s);
  return n !== '' && n.split(' ').length === 3;
}
