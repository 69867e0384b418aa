import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCompactRubles,
  formatPercent,
  formatRubles,
  kopeksFromRubles,
  parseRublesToKopeks,
  roundHalfUp,
} from '@/lib/domain/money';

const NB = '\u00A0';

describe('formatRubles', () => {
  it('groups thousands with a no-break space and uses a comma before kopeks', () => {
    expect(formatRubles(150_000)).toBe(`1${NB}500,00${NB}₽`);
    expect(formatRubles(56_250)).toBe(`562,50${NB}₽`);
    expect(formatRubles(123_456_789)).toBe(`1${NB}234${NB}567,89${NB}₽`);
    expect(formatRubles(100_000_000)).toBe(`1${NB}000${NB}000,00${NB}₽`);
  });

  it('pads kopeks and handles zero', () => {
    expect(formatRubles(0)).toBe(`0,00${NB}₽`);
    expect(formatRubles(5)).toBe(`0,05${NB}₽`);
    expect(formatRubles(99_999)).toBe(`999,99${NB}₽`);
  });

  it('never uses an ordinary or a narrow space', () => {
    expect(formatRubles(1_234_567)).not.toMatch(/[ \u202F]/);
  });
});

describe('kopeksFromRubles', () => {
  it('rounds to whole kopeks, half up, without float noise', () => {
    expect(kopeksFromRubles(1500)).toBe(150_000);
    expect(kopeksFromRubles(1500.5)).toBe(150_050);
    expect(kopeksFromRubles(19.99)).toBe(1_999);
    expect(kopeksFromRubles(0.1 + 0.2)).toBe(30);
    // 1.005 * 100 is 100.49999999999999 in binary floating point.
    expect(kopeksFromRubles(1.005)).toBe(101);
    expect(kopeksFromRubles(1.004)).toBe(100);
  });
});

describe('roundHalfUp', () => {
  it('rounds .5 up and below .5 down', () => {
    expect(roundHalfUp(6172.5)).toBe(6173);
    expect(roundHalfUp(6172.49)).toBe(6172);
    expect(roundHalfUp(-2.5)).toBe(-3);
  });
});

describe('parseRublesToKopeks', () => {
  it('reads formatted and typed amounts', () => {
    expect(parseRublesToKopeks(`1${NB}500,00${NB}₽`)).toBe(150_000);
    expect(parseRublesToKopeks('1 500,5')).toBe(150_050);
    expect(parseRublesToKopeks('750')).toBe(75_000);
    expect(parseRublesToKopeks('562.50 ₽')).toBe(56_250);
  });

  it('refuses what is not an amount', () => {
    expect(parseRublesToKopeks('')).toBeNull();
    expect(parseRublesToKopeks('12,345')).toBeNull();
    expect(parseRublesToKopeks('abc')).toBeNull();
    expect(parseRublesToKopeks('1,2,3')).toBeNull();
  });

  it('round-trips any whole amount of kopeks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (k) => {
        expect(parseRublesToKopeks(formatRubles(k))).toBe(k);
      }),
    );
  });
});

describe('formatCompactRubles (chart axes)', () => {
  it('keeps small sums exact and shortens large ones, never turning 750 ₽ into a thousand', () => {
    expect(formatCompactRubles(0)).toBe('0\u00A0₽');
    expect(formatCompactRubles(75_000)).toBe('750\u00A0₽');
    expect(formatCompactRubles(150_000)).toBe('1,5\u00A0тыс.\u00A0₽');
    expect(formatCompactRubles(250_000_000)).toBe('2,5\u00A0млн\u00A0₽');
  });
});

describe('formatPercent', () => {
  it('keeps the sign with the number by a no-break space, as Russian text sets a percentage', () => {
    expect(formatPercent(25)).toBe('25\u00A0%');
    expect(formatPercent(50)).toBe('50\u00A0%');
  });
});
