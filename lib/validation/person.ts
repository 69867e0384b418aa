import * as z from 'zod/mini';
import {
  birthDateToIso,
  isValidBirthDate,
  isValidFullName,
  MSG_FULL_NAME_NOT_CYRILLIC,
  needsCyrillicName,
  normalizeName,
} from '@/lib/domain/person';
import { todayInMoscow } from '@/lib/domain/dates';
import { text } from './common';
import { LABEL_MAX, MSG_NO_SUCH_DATE } from './document-fields';
import {
  MSG_BIRTH_DATE_INVALID,
  MSG_BIRTH_DATE_OUT_OF_RANGE,
  MSG_FULL_NAME_INVALID,
  MSG_FULL_NAME_TOO_LONG,
} from '@/lib/domain/messages';

/** The longest full name accepted as typed: three words of LABEL_MAX letters and some spacing. */
export const FULL_NAME_MAX_TYPED = 4 * LABEL_MAX;

/** 31.02.1990: typed as asked and still no day — say that, not how to type a date (as the driver licence's dates do). */
function isNoSuchDay(v: string): boolean {
  return /^\d{2}\.\d{2}\.\d{4}$/.test(v) && Number(v.slice(6)) > 1900 && birthDateToIso(v) === null;
}

/**
 * `POST /105/api/user/person`: the person's full name (three Cyrillic words, normalized to
 * Cyrillic letters and single spaces) and date of birth (`ДД.ММ.ГГГГ`, after 1900-01-01 and
 * before today in Moscow) — spec §5. Empty values clear the field; the output is `null` then,
 * and the date is `YYYY-MM-DD`. A name in Latin letters (`Ivanov Ivan`) or one that normalization
 * would empty is refused, never stored changed or cleared. The browser form and the API use this same schema.
 */
export const personInput = z.object({
  fullName: z.pipe(
    z
      .pipe(
        z._default(text(), '').check(
          // Three words of at most LABEL_MAX letters, with room for what normalization drops.
          z.maxLength(FULL_NAME_MAX_TYPED, MSG_FULL_NAME_TOO_LONG),
          z.refine((v) => !needsCyrillicName(v), MSG_FULL_NAME_NOT_CYRILLIC),
        ),
        z.transform(normalizeName),
      )
      .check(
        z.refine((v) => v === '' || isValidFullName(v), MSG_FULL_NAME_INVALID),
        z.refine((v) => v.split(' ').every((word) => word.length <= LABEL_MAX), MSG_FULL_NAME_TOO_LONG),
      ),
    z.transform((v) => v || null),
  ),
  birthDate: z.pipe(
    z._default(text().check(z.trim()), '').check(
      z.refine((v) => v === '' || birthDateToIso(v) !== null || isNoSuchDay(v), MSG_BIRTH_DATE_INVALID),
      z.refine((v) => !isNoSuchDay(v), MSG_NO_SUCH_DATE),
      z.refine((v) => isValidBirthDate(v, todayInMoscow()), MSG_BIRTH_DATE_OUT_OF_RANGE),
    ),
    z.transform((v) => (v ? birthDateToIso(v) : null)),
  ),
});

/** The person form's values as typed. */
export type PersonFormValues = z.input<typeof personInput>;
