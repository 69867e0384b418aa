import { describe, expect, it } from 'vitest';
import { discountTimeLeft, discountTimeLeftText, pluralRu } from '@/lib/domain/discount-countdown';

const at = (iso: string) => new Date(iso);

describe('discount countdown (Europe/Moscow)', () => {
  it('counts calendar days in Moscow, today included, whatever the UTC date', () => {
    // 2025-05-14 23:30 in Moscow is still the 14th there (20:30 UTC).
    expect(discountTimeLeft('2025-05-26', at('2025-05-14T20:30:00Z'))).toEqual({ state: 'days', days: 13 });
    // 2025-05-15 00:30 in Moscow is 21:30 UTC on the 14th: one day less.
    expect(discountTimeLeft('2025-05-26', at('2025-05-14T21:30:00Z'))).toEqual({ state: 'days', days: 12 });
    expect(discountTimeLeft('2025-05-26', at('2025-05-25T12:00:00+03:00'))).toEqual({ state: 'days', days: 2 });
  });

  it('counts whole hours to Moscow midnight on the last day (never more than are left), and ends after it', () => {
    expect(discountTimeLeft('2025-05-26', at('2025-05-26T00:00:00+03:00'))).toEqual({ state: 'lastDay', hours: 24 });
    // 21 h 29 min left is 21 hours, not 22.
    expect(discountTimeLeft('2025-05-26', at('2025-05-26T02:31:00+03:00'))).toEqual({ state: 'lastDay', hours: 21 });
    expect(discountTimeLeft('2025-05-26', at('2025-05-26T18:59:00+03:00'))).toEqual({ state: 'lastDay', hours: 5 });
    expect(discountTimeLeft('2025-05-26', at('2025-05-26T23:10:00+03:00'))).toEqual({ state: 'lastDay', hours: 0 });
    expect(discountTimeLeft('2025-05-26', at('2025-05-26T23:59:59+03:00'))).toEqual({ state: 'lastDay', hours: 0 });
    expect(discountTimeLeft('2025-05-26', at('2025-05-27T00:00:00+03:00'))).toEqual({ state: 'ended' });
  });

  it('says it in Russian with the right plural', () => {
    expect(discountTimeLeftText({ state: 'days', days: 21 })).toBe('ещё 21 день');
    expect(discountTimeLeftText({ state: 'days', days: 3 })).toBe('ещё 3 дня');
    expect(discountTimeLeftText({ state: 'days', days: 12 })).toBe('ещё 12 дней');
    expect(discountTimeLeftText({ state: 'lastDay', hours: 2 })).toBe('последний день — осталось 2 часа');
    expect(discountTimeLeftText({ state: 'lastDay', hours: 0 })).toBe('последний день — осталось меньше часа');
    expect(discountTimeLeftText({ state: 'ended' })).toBe('срок скидки истёк');
    expect([1, 2, 5, 11, 14, 22, 111].map((n) => pluralRu(n, ['день', 'дня', 'дней']))).toEqual([
      'день',
      'дня',
      'дней',
      'дней',
      'дней',
      'дня',
      'дней',
    ]);
  });
});
