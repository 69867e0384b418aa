import { describe, expect, it } from 'vitest';
import { isNonWorkingDay, moveToWorkingDay } from '@/lib/domain/working-days';

describe('a term ending on a non-working day (КоАП 4.8 ч.3, НК 6.1 п.7)', () => {
  it('moves a weekend end to Monday and keeps a working day', () => {
    expect(moveToWorkingDay('2025-05-24')).toBe('2025-05-26');
    expect(moveToWorkingDay('2025-05-25')).toBe('2025-05-26');
    expect(moveToWorkingDay('2025-05-23')).toBe('2025-05-23');
  });

  it('moves past the public holidays of ТК РФ 112', () => {
    // An ordinance of 5 December 2025 + 30 days: the New Year holidays, then the weekend of 10–11 January.
    expect(moveToWorkingDay('2026-01-04')).toBe('2026-01-09');
    expect(moveToWorkingDay('2026-01-07')).toBe('2026-01-09');
    expect(moveToWorkingDay('2025-05-01')).toBe('2025-05-02');
    expect(moveToWorkingDay('2027-06-12')).toBe('2027-06-15'); // a Saturday holiday: Monday the 14th is its day off
    expect(moveToWorkingDay('2025-11-04')).toBe('2025-11-05');
  });

  it('knows the day off a weekend holiday moves to (ТК РФ 112 ч.2), but not for the New Year holidays', () => {
    expect(isNonWorkingDay('2026-03-09')).toBe(true); // 8 March 2026 is a Sunday
    expect(moveToWorkingDay('2026-03-08')).toBe('2026-03-10');
    expect(isNonWorkingDay('2026-03-10')).toBe(false);
    expect(isNonWorkingDay('2028-01-10')).toBe(false); // 1 January 2028 is a Saturday: decided by decree
    expect(isNonWorkingDay('2025-12-31')).toBe(false);
  });
});
