import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidUin, makeUin, uinCheckDigit } from '@/lib/domain/uin';

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const body = fc.oneof(digits(19), digits(24)).filter((s) => !/^0+$/.test(s));

/** Pass-1 remainder written out independently of the module: weights 1..10 repeating, mod 11. */
function pass1Remainder(d: string): number {
  let sum = 0;
  for (let i = 0; i < d.length; i++) sum += Number(d[i]) * ((i % 10) + 1);
  return sum % 11;
}

describe('УИН check digit (Treasury rules)', () => {
  it('accepts the reference examples', () => {
    expect(isValidUin('18810142200817004923')).toBe(true); // pass 1
    expect(isValidUin('18810136191111001035')).toBe(true); // needs pass 2
    expect(uinCheckDigit('1881014220081700492')).toBe(3);
    expect(uinCheckDigit('1881013619111100103')).toBe(5);
  });

  it('takes pass 2 when pass 1 gives 10, and 0 when pass 2 gives 10 too', () => {
    expect(pass1Remainder('1881014220081000006')).toBe(10);
    expect(uinCheckDigit('1881014220081000006')).toBe(3);
    expect(pass1Remainder('1881014220081000068')).toBe(10);
    expect(uinCheckDigit('1881014220081000068')).toBe(0);
  });

  it('refuses wrong check digits, lengths, non-digits and the "absent" value', () => {
    expect(isValidUin('18810142200817004924')).toBe(false);
    expect(isValidUin('18810136191111001036')).toBe(false);
    expect(isValidUin('0')).toBe(false);
    expect(isValidUin('0'.repeat(20))).toBe(false);
    expect(isValidUin('0'.repeat(25))).toBe(false);
    expect(isValidUin('1881014220081700492')).toBe(false);
    expect(isValidUin('188101422008170049230')).toBe(false);
    expect(isValidUin('1881014220081700492a')).toBe(false);
    expect(isValidUin('')).toBe(false);
  });

  it('builds 20- and 25-digit УИН', () => {
    expect(makeUin('1881014220081700492')).toBe('18810142200817004923');
    expect(makeUin('322000000000000000000012')).toHaveLength(25);
    expect(isValidUin(makeUin('322000000000000000000012'))).toBe(true);
    expect(() => makeUin('123')).toThrow(RangeError);
    expect(() => makeUin('18810142200817004923')).toThrow(RangeError);
  });

  it('always validates what makeUin builds', () => {
    fc.assert(
      fc.property(body, (b) => {
        expect(isValidUin(makeUin(b))).toBe(true);
      }),
    );
  });

  it('refuses any change of the check digit', () => {
    fc.assert(
      fc.property(body, fc.integer({ min: 1, max: 9 }), (b, delta) => {
        const uin = makeUin(b);
        const wrong = b + String((Number(uin.slice(-1)) + delta) % 10);
        expect(isValidUin(wrong)).toBe(false);
      }),
    );
  });

  // Pass 1 always notices one changed digit (weights 1..10 are invertible mod 11); only when
  // either body falls through to pass 2 can the two passes collide on the same digit.
  it('refuses one changed body digit whenever both bodies are settled by pass 1', () => {
    fc.assert(
      fc.property(body, fc.nat(), fc.integer({ min: 1, max: 9 }), (b, pos, delta) => {
        const i = pos % b.length;
        const changed = b.slice(0, i) + String((Number(b[i]) + delta) % 10) + b.slice(i + 1);
        fc.pre(pass1Remainder(b) < 10 && pass1Remainder(changed) < 10);
        const uin = makeUin(b);
        expect(isValidUin(changed + uin.slice(-1))).toBe(false);
      }),
    );
  });

  it('documents the blind spot where pass 2 collides with pass 1', () => {
    expect(isValidUin('18818142200817004923')).toBe(true);
  });
});
