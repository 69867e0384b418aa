import * as z from 'zod/mini';
import { installRussianMessages } from './locale';
import { isIsoDate, looksLikeIsoDate } from '@/lib/domain/dates';

// The schemas are written with zod/mini: the same checks and messages as classic zod, in a build
// the browser can tree-shake (about 9 kB instead of about 90 kB gzip; ADR 13).

// Every schema module imports this one, so the Russian messages are in place on the server and in
// the browser before any schema parses.
installRussianMessages();

/** Message for text with control characters (NUL, line breaks, escapes) in a one-line field. */
export const MSG_CONTROL_CHARACTERS = 'Уберите из поля служебные символы (переводы строк, табуляцию и подобные)';

/** Message for a multi-line text with control characters other than line breaks and tabs (tabs become spaces). */
export const MSG_CONTROL_CHARACTERS_IN_TEXT = 'Уберите из текста служебные символы: их не видно, но они мешают сохранить текст';

/**
 * C0 and C1 control characters, DEL, the Unicode line and paragraph separators, and the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which turn the
 * text shown after them around: «‮киньлидоВ» reads «Водитель…» backwards, and a name could pose as
 * another (Unicode TR 36 §2.4, CVE-2021-42574).
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
/** The same without the line feed (a paragraph break in a multi-line field). */
const CONTROL_CHARACTERS_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/**
 * The one primitive for free text from a person (names, e-mails, numbers, tokens): a string with
 * no control characters, so a NUL byte or a line break is refused as bad input (400) and never
 * reaches the database or the log. `message` is used for a missing or non-string value.
 */
export function text(message?: string) {
  return z.string(message === undefined ? undefined : { error: message }).check(
    z.refine((s) => !CONTROL_CHARACTERS.test(s), {
      message: MSG_CONTROL_CHARACTERS,
      abort: true,
    }),
  );
}

/**
 * A number as typed, in ordinary digits and without spaces: full-width digits (`１２３`, a Chinese or
 * Japanese layout, a pasted document) become ASCII by Unicode NFKC, so they are read, not refused.
 */
export function compactDigits(s: string): string {
  return s.normalize('NFKC').replace(/\s+/g, '');
}

/** Treats `''` (after trim) as absent: form posts send an untouched field as `''`. */
function emptyToUndefined(v: unknown): unknown {
  return typeof v === 'string' && v.trim() === '' ? undefined : v;
}

/**
 * The text primitive for a multi-line field (a message to the operators): line breaks are kept
 * (`\r\n` and `\r` become `\n`), a tab becomes a space (text pasted from a mail or a document
 * carries them, and they look like spaces), every other control character is refused as in `text`.
 */
export function multilineText(message?: string) {
  return z.pipe(
    z.string(message === undefined ? undefined : { error: message }),
    z
      .transform((s: string) => s.replace(/\r\n?/g, '\n').replace(/\t/g, ' '))
      .check(
        z.refine((s: string) => !CONTROL_CHARACTERS_BUT_NEWLINE.test(s), {
          message: MSG_CONTROL_CHARACTERS_IN_TEXT,
          abort: true,
        }),
      ),
  );
}

/**
 * Form posts send every field as a string and an untouched field as `''`: treat `''` (after trim)
 * as absent, so optional fields are omitted rather than stored empty (spec §5).
 */
export function optional<S extends z.ZodMiniType>(schema: S) {
  return z.pipe(z.transform(emptyToUndefined), z.optional(schema));
}

/** A required string field whose missing/empty value gets `message` (not zod's English default). */
export function requiredString(message: string) {
  return text(message).check(z.trim(), z.minLength(1, message));
}

const MSG_BAD_ID = 'Неверный идентификатор';

// An id as the site writes it: decimal digits without a leading zero. `Number()` alone would also
// read `0x1`, `01`, `1e3` and `1.0`, so one charge would have many addresses.
const ID_TEXT = /^[1-9]\d{0,15}$/;

/** A positive integer id from a path or query parameter (`'12'` → 12; `'0x1'`, `'01'`, `'1e3'` refused). */
export const idParam = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? (ID_TEXT.test(v.trim()) ? Number(v.trim()) : Number.NaN) : v)),
  z
    .number({ error: MSG_BAD_ID })
    .check(z.refine(Number.isInteger, MSG_BAD_ID), z.positive(MSG_BAD_ID), z.maximum(Number.MAX_SAFE_INTEGER, MSG_BAD_ID)),
);

/** Said for a date not written as `YYYY-MM-DD`. */
export const MSG_DATE_FORMAT = 'Укажите дату в виде ГГГГ-ММ-ДД';

/**
 * A calendar date of a filter, `YYYY-MM-DD` (Moscow): one not written so is «Укажите дату в виде
 * ГГГГ-ММ-ДД»; one written so that names no day (`2026-02-30`) is «Такой даты нет: …», since the
 * first message would be wrong about it.
 */
export const isoDateField = text(MSG_DATE_FORMAT).check(
  z.refine(looksLikeIsoDate, { message: MSG_DATE_FORMAT, abort: true }),
  z.refine(isIsoDate, { error: (issue) => `Такой даты нет: ${String(issue.input)}` }),
);
