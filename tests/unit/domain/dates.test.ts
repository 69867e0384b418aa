import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  dayjsRu,
  daysBetween,
  formatDateRu,
  formatDateTimeRu,
  isIsoDate,
  isoWeekday,
  todayInMoscow,
} from '@/lib/domain/dates';

describe('todayInMoscow', () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = savedTz;
  });

  it('switches the day at midnight Moscow time (UTC+3)', () => {
    expect(todayInMoscow(new Date('2025-04-20T20:59:59Z'))).toBe('2025-04-20');
    expect(todayInMoscow(new Date('2025-04-20T21:00:00Z'))).toBe('2025-04-21');
    expect(todayInMoscow(new Date('2024-12-31T21:30:00Z'))).toBe('2025-01-01');
  });

  it('does not depend on the machine time zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(todayInMoscow(new Date('2025-04-20T22:00:00Z'))).toBe('2025-04-21');
  });

  it('defaults to now and refuses an invalid Date', () => {
    expect(isIsoDate(todayInMoscow())).toBe(true);
    expect(() => todayInMoscow(new Date('nope'))).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2022-09-15', 70)).toBe('2022-11-24');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-30', 0)).toBe('2025-03-30');
  });

  it('counts signed days between dates', () => {
    expect(daysBetween('2022-09-15', '2022-11-24')).toBe(70);
    expect(daysBetween('2022-11-24', '2022-09-15')).toBe(-70);
    expect(daysBetween('2024-03-01', '2024-03-01')).toBe(0);
  });

  it('validates dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    // The years 1–99 are years, not 1901–1999; there is no year 0.
    expect(isIsoDate('0001-01-01')).toBe(true);
    expect(isIsoDate('0099-12-31')).toBe(true);
    expect(isIsoDate('9999-12-31')).toBe(true);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(() => addDays('2023-02-29', 1)).toThrow(RangeError);
    expect(() => addDays('2023-02-01', 1.5)).toThrow(RangeError);
  });

  it('knows weekdays', () => {
    expect(isoWeekday('2025-05-26')).toBe(1);
    expect(isoWeekday('2025-05-25')).toBe(7);
  });
});

describe('Russian formatting', () => {
  it('formats a date as DD.MM.YYYY', () => {
    expect(formatDateRu('2022-11-24')).toBe('24.11.2022');
    expect(() => formatDateRu('2022-11-24T10:00:00Z')).toThrow(RangeError);
  });

  it('formats an instant in Moscow time', () => {
    expect(formatDateTimeRu('2025-04-20T11:32:00Z')).toBe('20.04.2025, 14:32');
    expect(formatDateTimeRu('2025-04-20T14:32:00+03:00')).toBe('20.04.2025, 14:32');
    expect(formatDateTimeRu('2025-04-20T21:05:00Z')).toBe('21.04.2025, 00:05');
    expect(() => formatDateTimeRu('вчера')).toThrow(RangeError);
  });

  it('gives dayjs in Russian with weeks from Monday, leaving the global locale alone', () => {
    const d = dayjsRu('2025-04-23');
    expect(d.format('D MMMM YYYY')).toBe('23 апреля 2025');
    expect(d.startOf('week').format('YYYY-MM-DD')).toBe('2025-04-21');
    expect(dayjs.locale()).toBe('en');
  });
});
