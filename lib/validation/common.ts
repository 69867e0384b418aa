import { z } from 'zod';
import { installRussianMessages } from './locale';

// Every schema module imports this one, so the Russian messages are in place on the server and in
// the browser before any schema parses.
installRussianMessages();

/** Message for text with control characters (NUL, line breaks, escapes) in a one-line field. */
export const MSG_CONTROL_CHARACTERS = 'Уберите из поля служебные символы (переводы строк, табуляцию и подобные)';

/** Message for a multi-line text with control characters other than line breaks. */
export const MSG_CONTROL_CHARACTERS_IN_TEXT = 'Уберите из текста служебные символы (табуляцию и подобные)';

/** C0 and C1 control characters, DEL and the Unicode line and paragraph separators. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
/** The same without the line feed (a paragraph break in a multi-line field). */
const CONTROL_CHARACTERS_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/u;

/**
 * The one primitive for free text from a person (names, e-mails, numbers, tokens): a string with
 * no control characters, so a NUL byte or a line break is refused as bad input (400) and never
 * reaches the database or the log. `message` is used for a missing or non-string value.
 */
export function text(message?: string) {
  return z.string(message === undefined ? undefined : { error: message }).refine((s) => !CONTROL_CHARACTERS.test(s), {
    message: MSG_CONTROL_CHARACTERS,
    abort: true,
  });
}

/**
 * The text primitive for a multi-line field (a message to the operators): line breaks are kept
 * (`\r\n` and `\r` become `\n`), every other control character is refused as in `text`.
 */
export function multilineText(message?: string) {
  return z
    .string(message === undefined ? undefined : { error: message })
    .transform((s) => s.replace(/\r\n?/g, '\n'))
    .refine((s) => !CONTROL_CHARACTERS_BUT_NEWLINE.test(s), { message: MSG_CONTROL_CHARACTERS_IN_TEXT, abort: true });
}

/**
 * Form posts send every field as a string and an untouched field as `''`: treat `''` (after trim)
 * as absent, so optional fields are omitted rather than stored empty (spec §5).
 */
export function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
}

/** A required string field whose missing/empty value gets `message` (not zod's English default). */
export function requiredString(message: string) {
  return text(message).trim().min(1, message);
}

/** A positive integer id from a path or query parameter (`'12'` → 12). */
export const idParam = z.coerce
  .number({ error: 'Неверный идентификатор' })
  .int('Неверный идентификатор')
  .positive('Неверный идентификатор')
  .max(Number.MAX_SAFE_INTEGER, 'Неверный идентификатор');
