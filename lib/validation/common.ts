import { z } from 'zod';

/**
 * Form posts send every field as a string and an untouched field as `''`: treat `''` (after trim)
 * as absent, so optional fields are omitted rather than stored empty (spec §5).
 */
export function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
}

/** A required string field whose missing/empty value gets `message` (not zod's English default). */
export function requiredString(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/** A positive integer id from a path or query parameter (`'12'` → 12). */
export const idParam = z.coerce
  .number({ error: 'Неверный идентификатор' })
  .int('Неверный идентификатор')
  .positive('Неверный идентификатор')
  .max(Number.MAX_SAFE_INTEGER, 'Неверный идентификатор');
