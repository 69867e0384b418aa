import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToKopeks, kopeksToDecimal, paymentLine, paymentTotals } from '@/lib/domain/payment-amounts';

const rub = (r: number): number => Math.round(r * 100);
const fine = (amountKopeks: number, discount: { percent: number; until: string } | null = null) => ({
  status: 'notpaid' as const,
  amountKopeks,
  discount,
});

describe('paymentLine (spec §9 fee on the amount actually paid)', () => {
  // Every edge of the fee table, on the amount paid.
  it.each([
    [0, 0],
    [499.99, 49],
    [500, 89],
    [799.99, 89],
    [800, 72],
    [2_499.99, 225],
    [2_500, 349],
    [2_500.01, 225],
  ])('a %f ₽ fine without discount costs the fine plus a %f ₽ fee', (rubles, feeRubles) => {
    const line = paymentLine(fine(rub(rubles)), '2025-06-01');
    expect(line.amountKopeks).toBe(rub(rubles));
    expect(line.feeKopeks).toBe(rub(feeRubles));
    expect(line.totalKopeks).toBe(rub(rubles) + rub(feeRubles));
    expect(line.discountPercent).toBeNull();
  });

  it('applies the discount on its last day in Moscow, and the fee follows the discounted amount', () => {
    const charge = fine(75_000, { percent: 25, until: '2025-05-26' });
    const lastDay = paymentLine(charge, '2025-05-26');
    expect(lastDay).toEqual({
      fullAmountKopeks: 75_000,
      amountKopeks: 56_250,
      discountPercent: 25,
      feeKopeks: 8_900,
      totalKopeks: 65_150,
    });
    const dayAfter = paymentLine(charge, '2025-05-27');
    expect(dayAfter).toEqual({
      fullAmountKopeks: 75_000,
      amountKopeks: 75_000,
      discountPercent: null,
      feeKopeks: 8_900,
      totalKopeks: 83_900,
    });
  });

  it('a discount that brings 1 000 ₽ to exactly 500 ₽ crosses into the 89 ₽ tier', () => {
    expect(paymentLine(fine(100_000, { percent: 50, until: '2024-12-31' }), '2024-12-01').feeKopeks).toBe(8_900);
  });

  it('never makes a total negative or fractional in kopeks', () => {
    const charge = fc.record({
      amountKopeks: fc.integer({ min: 0, max: 100_000_000 }),
      percent: fc.constantFrom(0, 25, 50),
      discounted: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(charge, { minLength: 1, maxLength: 50 }), (charges) => {
        const lines = charges.map((c) =>
          paymentLine(
            fine(c.amountKopeks, c.percent ? { percent: c.percent, until: '2025-06-30' } : null),
            c.discounted ? '2025-06-01' : '2025-07-01',
          ),
        );
        const totals = paymentTotals(lines);
        for (const n of [totals.amountKopeks, totals.feeKopeks, totals.totalKopeks]) {
          expect(Number.isSafeInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
        expect(totals.totalKopeks).toBe(totals.amountKopeks + totals.feeKopeks);
        expect(totals.totalKopeks).toBe(lines.reduce((s, l) => s + l.totalKopeks, 0));
      }),
    );
  });
});

describe('gateway amounts', () => {
  it('writes and reads the decimal rubles of amount.value', () => {
    expect(kopeksToDecimal(123_456)).toBe('1234.56');
    expect(kopeksToDecimal(5)).toBe('0.05');
    expect(decimalToKopeks('1234.56')).toBe(123_456);
    expect(decimalToKopeks('10')).toBe(1_000);
    expect(decimalToKopeks('10.5')).toBe(1_050);
    expect(decimalToKopeks('-1.00')).toBeNull();
    expect(decimalToKopeks('1.005')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (k) => {
        expect(decimalToKopeks(kopeksToDecimal(k))).toBe(k);
      }),
    );
  });
});
