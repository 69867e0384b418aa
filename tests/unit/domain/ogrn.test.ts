import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidOgrn, makeOgrn, ogrnCheckDigit } from '@/lib/domain/ogrn';

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const validOgrn = fc.tuple(fc.constantFrom('1', '5'), digits(11)).map(([sign, rest]) => makeOgrn(sign + rest));

describe('ОГРН (check digit of ЕГРЮЛ)', () => {
  it('accepts real numbers and refuses a changed check digit', () => {
    expect(isValidOgrn('1027700132195')).toBe(true); // ПАО Сбербанк
    expect(isValidOgrn('1027700070518')).toBe(true); // ПАО «Газпром»
    expect(isValidOgrn('1027700229193')).toBe(true); // ООО «Яндекс»
    expect(isValidOgrn('1027700132196')).toBe(false);
  });

  it('computes the check digit; a remainder of 10 gives 0', () => {
    expect(ogrnCheckDigit('102770013219')).toBe(5);
    // 102770013213 mod 11 = 10.
    expect(ogrnCheckDigit('102770013213')).toBe(0);
    expect(makeOgrn('102770007051')).toBe('1027700070518');
  });

  it('refuses other shapes', () => {
    for (const s of ['', '102770013219', '10277001321950', '2027700132195', '10277001321a5', ' 1027700132195']) {
      expect(isValidOgrn(s)).toBe(false);
    }
    expect(() => ogrnCheckDigit('12345')).toThrow(RangeError);
    expect(() => makeOgrn('1027700132x9')).toThrow(RangeError);
  });

  it('accepts every number it makes and refuses every one-digit change of the check digit', () => {
    fc.assert(
      fc.property(validOgrn, (ogrn) => {
        expect(isValidOgrn(ogrn)).toBe(true);
        for (const d of '0123456789') if (d !== ogrn[12]) expect(isValidOgrn(ogrn.slice(0, 12) + d)).toBe(false);
      }),
    );
  });
});
