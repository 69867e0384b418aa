import * as z from 'zod/mini';
import { todayInMoscow } from '@/lib/domain/dates';
import { birthDateToIso, normalizeName } from '@/lib/domain/person';
import { optional, text } from './common';

/** Longest display name or name part accepted, characters. */
export const LABEL_MAX = 60;
/** Dates on or before this day are typos (`15.03.0021`), not documents. */
const EARLIEST_DATE_EXCLUSIVE = '1900-01-01';

/**
 * An optional name the user gives a document (`driverName`, `innName`): trimmed free text,
 * at most 60 characters; empty means absent (spec §5).
 */
export const displayName = optional(
  text().check(z.trim(), z.maxLength(LABEL_MAX, `Название — не длиннее ${LABEL_MAX} символов`)),
);

/**
 * An optional part of a person's name (surname, name or patronymic), kept as Cyrillic letters and
 * single spaces by `normalizeName` (spec §5). Text with no Cyrillic letter at all (`Ivanov`) is
 * refused with `message` instead of being stored empty, so nothing the user typed vanishes silently.
 */
export function namePart(message: string) {
  return optional(
    z
      .pipe(text(message).check(z.trim(), z.maxLength(LABEL_MAX, message)), z.transform(normalizeName))
      .check(z.refine((s) => s !== '', message)),
  );
}

/** `ДД.ММ.ГГГГ` as typed, whether or not such a day exists. */
const DATE_SHAPE = /^\d{2}\.\d{2}\.\d{4}$/;
/** A date typed in the right shape that no calendar has (31.02, 30.02, 29.02 of a common year). */
export const MSG_NO_SUCH_DATE = 'Такой даты нет: проверьте день и месяц';

/**
 * A calendar date typed as `DD.MM.YYYY` (spec §5) that exists, is after 1900-01-01 and is not
 * later than today in Moscow; parsed to `YYYY-MM-DD`. `invalid` for a malformed date or one before
 * 1900, MSG_NO_SUCH_DATE for 31.02 and the like, `future` for a date after today.
 */
export function pastDate(messages: { invalid: string; future: string }) {
  return z.pipe(
    text(messages.invalid).check(z.trim()),
    z.transform((s: string, ctx) => {
      const iso = birthDateToIso(s);
      if (iso === null || iso <= EARLIEST_DATE_EXCLUSIVE) {
        // 31.02.2020 is typed as asked and still no day: say that, not how to type a date.
        const year = DATE_SHAPE.test(s) ? Number(s.slice(6)) : 0;
        const message = iso === null && year > 1900 ? MSG_NO_SUCH_DATE : messages.invalid;
        ctx.issues.push({ code: 'custom', message, input: s });
        return z.NEVER;
      }
      // "Today" is read at parse time, so a long-running server never uses a stale day.
      if (iso > todayInMoscow()) {
        ctx.issues.push({ code: 'custom', message: messages.future, input: s });
        return z.NEVER;
      }
      return iso;
    }),
  );
}

/** Messages of the holder's name fields on ВУ and ИНН forms. */
export const NAME_MESSAGES = {
  surname: `Введите фамилию русскими буквами, не длиннее ${LABEL_MAX} символов`,
  name: `Введите имя русскими буквами, не длиннее ${LABEL_MAX} символов`,
  patronymic: `Введите отчество русскими буквами, не длиннее ${LABEL_MAX} символов`,
} as const;

/** The optional holder's name fields shared by ВУ and ИНН inputs: `surname`, `name`, `patronymic`. */
export const holderNameFields = {
  surname: namePart(NAME_MESSAGES.surname),
  name: namePart(NAME_MESSAGES.name),
  patronymic: namePart(NAME_MESSAGES.patronymic),
};
