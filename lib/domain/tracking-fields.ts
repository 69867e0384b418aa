import { REQUIRED_FIELDS, type TrackingRecord } from '@/lib/contract/tracking';
import { missingFieldMessage } from './messages';

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
