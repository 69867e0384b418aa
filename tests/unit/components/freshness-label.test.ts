import { describe, expect, it } from 'vitest';
import { freshnessLabel } from '@/components/documents/freshness-label';

// 14:32 in Moscow on 3 November 2026 (UTC+3): 11:32 UTC, already 4 November 00:32 in Vladivostok.
const UPDATED = Date.parse('2026-11-03T11:32:00Z');

describe('freshnessLabel', () => {
  it('says «только что» for the first minute (spec §9)', () => {
    expect(freshnessLabel(UPDATED, UPDATED + 59_000)).toBe('только что');
    expect(freshnessLabel(null, UPDATED)).toBeNull();
  });

  it('reads Moscow’s clock, not the browser’s, for the time and for «today»', () => {
    expect(freshnessLabel(UPDATED, UPDATED + 5 * 60_000)).toBe('обновлено 14:32');
    // 21:30 UTC is 00:30 of the next day in Moscow: another day there.
    expect(freshnessLabel(UPDATED, Date.parse('2026-11-03T21:30:00Z'))).toBe('обновлено 3 ноября в 14:32');
    expect(freshnessLabel(UPDATED, Date.parse('2026-11-03T20:59:00Z'))).toBe('обновлено 14:32');
  });
});
