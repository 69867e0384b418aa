import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVICE_FEE_RULE, serviceFeeKopeks } from '@/lib/domain/fee';

const rub = (r: number): number => Math.round(r * 100);

describe('serviceFeeKopeks (spec §9)', () => {
  it.each([
    [0, 0],
    [0.01, 4_900],
    [499, 4_900],
    [499.99, 4_900],
    [500, 8_900],
    [799, 8_900],
    [799.99, 8_900],
    [800, 7_200],
    [2_499, 22_491],
    [2_499.99, 22_500],
    [2_500, 34_900],
    [2_500.01, 22_500],
    [2_501, 22_509],
    [7_500, 67_500],
  ])('fine %f ₽ → fee %i kopeks', (rubles, fee) => {
    expect(serviceFeeKopeks(rub(rubles))).toBe(fee);
  });

  it('rounds the 9 percent half up to whole kopeks', () => {
    expect(serviceFeeKopeks(80_050)).toBe(7_205); // 7 204,5 → 7 205
    expect(serviceFeeKopeks(80_006)).toBe(7_201); // 7 200,54 → 7 201
    expect(serviceFeeKopeks(80_001)).toBe(7_200); // 7 200,09 → 7 200
    expect(serviceFeeKopeks(80_005)).toBe(7_200); // 7 200,45 → 7 200
  });

  it('stays within half a kopek of 9 percent outside the fixed tiers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 80_000, max: 10_000_000_000 }), (k) => {
        fc.pre(k !== 250_000);
        const fee = serviceFeeKopeks(k);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee - k * 0.09).toBeGreaterThan(-0.5);
        expect(fee - k * 0.09).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('refuses negative and fractional kopeks', () => {
    expect(() => serviceFeeKopeks(-1)).toThrow(RangeError);
    expect(() => serviceFeeKopeks(100.5)).toThrow(RangeError);
    expect(() => serviceFeeKopeks(Number.NaN)).toThrow(RangeError);
  });

  it('has a rule text in Russian naming every tier and the amount it is taken from (the one paid, ADR 8)', () => {
    for (const part of ['49 ₽', '89 ₽', '349 ₽', '9 %', 'от суммы к оплате — со скидкой'])
      expect(SERVICE_FEE_RULE).toContain(part);
  });
});
