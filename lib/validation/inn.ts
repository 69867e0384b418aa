import * as z from 'zod/mini';
import { isValidInn } from '@/lib/domain/inn';
import { MSG_INN_INVALID_CHECKSUM, MSG_INN_INVALID_LENGTH, MSG_INN_STARTS_WITH_00 } from '@/lib/domain/messages';
import { compactDigits, idParam, text } from './common';
import { displayName, holderNameFields } from './document-fields';

/**
 * ИНН: spaces dropped and full-width digits read (compactDigits), then 10 or 12 digits (MSG_INN_INVALID_LENGTH), a person's 12 not starting
 * with `00` (MSG_INN_STARTS_WITH_00), with matching check digits (MSG_INN_INVALID_CHECKSUM; ФНС
 * order on ИНН, DOMAIN.md).
 */
export const innNumber = innOfLength(/^(\d{10}|\d{12})$/, MSG_INN_INVALID_LENGTH);

/** An ИНН of the digits `shape` takes (missing or of another length: `lengthMessage`), then the ИНН rules. */
export function innOfLength(shape: RegExp, lengthMessage: string) {
  return z.pipe(text(lengthMessage), z.transform(compactDigits)).check(
    // abort: a number of the wrong length has no checksum worth reporting.
    z.refine((s) => shape.test(s), { message: lengthMessage, abort: true }),
    z.refine((s) => !/^00\d{10}$/.test(s), { message: MSG_INN_STARTS_WITH_00, abort: true }),
    z.refine(isValidInn, MSG_INN_INVALID_CHECKSUM),
  );
}

/** The `type` of the tax endpoints: only `inn` is a tax document. */
export const innType = z.literal('inn', { error: 'Неизвестный тип документа' });

/** `PUT /105/api/inn/{id}`: the number (`data`) and optional details. */
export const innInput = z.object({
  data: innNumber,
  innName: displayName,
  ...holderNameFields,
});

/** Parsed `innInput`. */
export type InnInput = z.output<typeof innInput>;

/** `POST /105/api/tax/dataAdd`: `type=inn` plus the `innInput` fields. */
export const innAddInput = z.extend(innInput, { type: innType });

/** `POST /105/api/tax/dataDelete`: `type=inn` and the id of the number to remove. */
export const innDeleteInput = z.object({ type: innType, id: idParam });

/** /taxes: the ИНН whose tax charges a visitor checks. */
export const innCheckForm = z.object({ inn: innNumber });
