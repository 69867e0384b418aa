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
import { MSG_BIRTH_DATE_INVALID, MSG_BIRTH_DATE_OUT_OF_RANGE, MSG_FULL_NAME_INVALID } from '@/lib/domain/messages';

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
        z._default(text(), '').check(z.refine((v) => !needsCyrillicName(v), MSG_FULL_NAME_NOT_CYRILLIC)),
        z.transform(normalizeName),
      )
      .check(z.refine((v) => v === '' || isValidFullName(v), MSG_FULL_NAME_INVALID)),
    z.transform((v) => v || null),
  ),
  birthDate: z.pipe(
    z._default(text().check(z.trim()), '').check(
      z.refine((v) => v === '' || birthDateToIso(v) !== null, MSG_BIRTH_DATE_INVALID),
      z.refine((v) => isValidBirthDate(v, todayInMoscow()), MSG_BIRTH_DATE_OUT_OF_RANGE),
    ),
    z.transform((v) => (v ? birthDateToIso(v) : null)),
  ),
});

/** The person form's values as typed. */
export type PersonFormValues = z.input<typeof personInput>;
