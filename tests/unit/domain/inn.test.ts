import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { innCheckDigits, isValidInn, makeInn10, makeInn12 } from '@/lib/domain/inn';

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const validInn10 = digits(9).map(makeInn10);
const validInn12 = digits(10)
  .filter((s) => !s.startsWith('00'))
  .map(makeInn12);

/** Every string that differs from `s` in exactly one position. */
function oneDigitChanges(s: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    for (const d of '0123456789') if (d !== s[i]) out.push(s.slice(0, i) + d + s.slice(i + 1));
  }
  return out;
}

describe('ИНН (ФНС checksum)', () => {
  it('accepts and refuses the reference examples', () => {
    expect(isValidInn('7707083893')).toBe(true);
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('7707089101')).toBe(true); // УФК по г. Москве, a real payee
    expect(isValidInn('500100732259')).toBe(true);
    expect(isValidInn('500100732258')).toBe(false);
  });

  it('computes check digits', () => {
    expect(innCheckDigits('770708389')).toBe('3');
    expect(innCheckDigits('5001007322')).toBe('59');
    expect(makeInn10('770708389')).toBe('7707083893');
    expect(makeInn12('5001007322')).toBe('500100732259');
    expect(() => innCheckDigits('12345')).toThrow(RangeError);
    expect(() => makeInn12('0012345678')).toThrow(RangeError);
  });

  it('refuses wrong lengths, non-digits and 12 digits starting with 00', () => {
    for (const s of ['', '770708389', '77070838930', '7707083893 ', '770708389a', '1234567890123']) {
      expect(isValidInn(s)).toBe(false);
    }
    // 00 + digits whose check digits match: refused only by the 00 rule.
    const first10 = '0012345678';
    expect(isValidInn(first10 + innCheckDigits(first10))).toBe(false);
  });

  it('accepts every ИНН built by makeInn10 / makeInn12', () => {
    fc.assert(
      fc.property(fc.oneof(validInn10, validInn12), (inn) => {
        expect(isValidInn(inn)).toBe(true);
      }),
    );
  });

  it('refuses any change of a check digit', () => {
    fc.assert(
      fc.property(fc.oneof(validInn10, validInn12), fc.integer({ min: 1, max: 9 }), (inn, delta) => {
        const last = inn.length - 1;
        const changed = inn.slice(0, last) + String((Number(inn[last]) + delta) % 10);
        expect(isValidInn(changed)).toBe(false);
      }),
    );
  });

  // (sum mod 11) mod 10 maps both 0 and 10 to 0, so one changed digit can go unnoticed only when
  // the check digit is 0. With a non-zero check digit every single change is caught.
  it('refuses any single changed digit of a 10-digit ИНН whose check digit is not 0', () => {
    fc.assert(
      fc.property(validInn10, (inn) => {
        fc.pre(!inn.endsWith('0'));
        for (const changed of oneDigitChanges(inn)) expect(isValidInn(changed)).toBe(false);
      }),
    );
  });

  it('refuses any single changed digit of a 12-digit ИНН unless both check digits are 0', () => {
    fc.assert(
      fc.property(validInn12, (inn) => {
        fc.pre(!inn.endsWith('00'));
        for (const changed of oneDigitChanges(inn)) expect(isValidInn(changed)).toBe(false);
      }),
    );
  });

  it('documents the blind spot of the official method', () => {
    // 1·2 + 1·8 = 10 → check digit 0; 7·2 + 1·8 = 22 → 0 as well.
    expect(isValidInn('1000000010')).toBe(true);
    expect(isValidInn('7000000010')).toBe(true);
  });
});
