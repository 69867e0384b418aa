import * as z from 'zod/mini';
import { COMPLAINT_MAX_LENGTH } from '@/lib/domain/limits';
import { isValidUin } from '@/lib/domain/uin';
import { MSG_UIN_INVALID_CHECKSUM, MSG_UIN_INVALID_LENGTH } from '@/lib/domain/messages';
import { emailField, MSG_EMAIL_MALFORMED } from './accounts';
import { compactDigits, idParam, multilineText, text } from './common';

/** A УИН left empty. */
export const MSG_UIN_REQUIRED = 'Введите УИН — 20 или 25 цифр из постановления или квитанции';
/** A УИН with something other than digits (spaces are allowed and dropped). */
export const MSG_UIN_DIGITS_ONLY = 'УИН состоит только из цифр';
export { COMPLAINT_MAX_LENGTH };
/** A report left empty. */
export const MSG_COMPLAINT_EMPTY = 'Опишите, что не так со штрафом';
/** A report over COMPLAINT_MAX_LENGTH. */
export const MSG_COMPLAINT_TOO_LONG = `Сообщение длиннее ${COMPLAINT_MAX_LENGTH} символов: сократите его`;
/** A missing e-mail for the answer (a malformed one gets MSG_EMAIL_MALFORMED). */
export const MSG_COMPLAINT_EMAIL = 'Укажите e-mail, на который прислать ответ';

/**
 * A УИН typed by a person: spaces dropped and full-width digits read (compactDigits), then 20 or 25 digits whose check digit matches (Treasury
 * rules, both passes; lib/domain/uin.ts). Each problem has its own message, checked in this order.
 */
export const uinField = z.pipe(
  z.pipe(text(MSG_UIN_REQUIRED), z.transform(compactDigits)),
  z.string().check(
    z.minLength(1, MSG_UIN_REQUIRED),
    z.regex(/^\d+$/, MSG_UIN_DIGITS_ONLY),
    z.refine((s) => s.length === 20 || s.length === 25, { message: MSG_UIN_INVALID_LENGTH, abort: true }),
    z.refine(isValidUin, MSG_UIN_INVALID_CHECKSUM),
  ),
);

/** `GET /105/api/fine/uinInfo?uin=` and `GET /105/api/tax/uinInfo?uin=` (spec §7); also the lookup form. */
export const uinInfoQuery = z.object({ uin: uinField });
/** Values of the lookup form. */
export type UinInfoFormValues = z.input<typeof uinInfoQuery>;

/** `GET /105/api/photo?fineId=` (spec §7). */
export const photoQuery = z.object({ fineId: idParam });

/** `PATCH /105/api/fine/{id}` path. */
export const complaintParams = z.object({ id: idParam });

/** `PATCH /105/api/organization/{id}/fine/{chargeId}` path: the organization and its charge. */
export const organizationComplaintParams = z.object({ id: idParam, chargeId: idParam });

/**
 * `PATCH /105/api/fine/{id}` body (spec §7 «email, description»): where to answer and what is
 * wrong, 1–2000 characters, line breaks allowed; also the report form.
 */
export const complaintInput = z.object({
  email: emailField(MSG_COMPLAINT_EMAIL, MSG_EMAIL_MALFORMED),
  description: z.pipe(
    multilineText(MSG_COMPLAINT_EMPTY),
    z.string().check(z.trim(), z.minLength(1, MSG_COMPLAINT_EMPTY), z.maxLength(COMPLAINT_MAX_LENGTH, MSG_COMPLAINT_TOO_LONG)),
  ),
});
/** Values of the report form. */
export type ComplaintFormValues = z.input<typeof complaintInput>;
