import { REQUIRED_FIELDS, type TrackingRecord } from '@/lib/contract/tracking';

/**
 * Tracking or analytics call without a required field, naming it (spec §8; DOMAIN.md "Messages").
 * Kept here rather than in `./messages` because every page's tracking loads this module, and the
 * form messages are not needed there.
 */
export function missingFieldMessage(field: string): string {
  return `Не передано обязательное поле «${field}»`;
}

/**
 * The browser's check of a tracking record before it is queued (spec §5, §8): the Russian message
 * naming the first required field that is missing or blank, or null when the record is complete.
 * The server applies the same list (lib/validation/tracking.ts builds its schemas from
 * REQUIRED_FIELDS), so both sides refuse the same records with the same words.
 */
export function missingTrackingField(record: TrackingRecord): string | null {
  const fields = record as unknown as Record<string, unknown>;
  for (const field of REQUIRED_FIELDS[record.type]) {
    const value = fields[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      return missingFieldMessage(field);
    }
  }
  return null;
}
