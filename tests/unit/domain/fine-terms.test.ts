import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/domain/dates';
import type { FineStatus } from '@/lib/domain/fine-status';
import {
  discountedView,
  isNoDiscountArticle,
  isOverdue,
  lawDiscountFor,
  PAY_TERM_DAYS,
  payByDate,
} from '@/lib/domain/fine-terms';
import { parseKoapArticle } from '@/lib/domain/koap-article';
import { formatRubles } from '@/lib/domain/money';

describe('payByDate (spec §4, КоАП 32.2 ч.1)', () => {
  it('is 70 days after the ordinance', () => {
    expect(PAY_TERM_DAYS).toBe(70);
    expect(payByDate('2022-09-15')).toBe('2022-11-24');
    expect(payByDate('2024-12-25')).toBe('2025-03-05');
    expect(payByDate('2024-01-01')).toBe('2024-03-11'); // leap February
  });
});

describe('isOverdue', () => {
  const ord = '2022-09-15';

  it('is false up to and including day 70, true from day 71 for unpaid fines', () => {
    expect(isOverdue(ord, '2022-09-15', 'notpaid')).toBe(false);
    expect(isOverdue(ord, addDays(ord, 70), 'notpaid')).toBe(false);
    expect(isOverdue(ord, addDays(ord, 71), 'notpaid')).toBe(true);
    expect(isOverdue(ord, '2022-11-25', 'in_progress')).toBe(true);
  });

  it.each<FineStatus>(['paid', 'closed', 'moved-to-order'])('is never true for %s', (status) => {
    expect(isOverdue(ord, '2030-01-01', status)).toBe(false);
  });

  it('refuses dates that are not YYYY-MM-DD', () => {
    expect(() => isOverdue(ord, '25.11.2022', 'notpaid')).toThrow(RangeError);
    expect(() => isOverdue('2022-02-30', '2022-11-25', 'notpaid')).toThrow(RangeError);
  });
});

describe('lawDiscountFor', () => {
  it('gives 25 % for 30 days from 2025, moved off a Saturday to Monday', () => {
    expect(lawDiscountFor('2025-04-24')).toEqual({ percent: 25, until: '2025-05-26' });
  });

  it('moves a Sunday end to Monday and keeps a weekday end', () => {
    expect(lawDiscountFor('2025-04-25')).toEqual({ percent: 25, until: '2025-05-26' });
    expect(lawDiscountFor('2025-01-01')).toEqual({ percent: 25, until: '2025-01-31' });
  });

  it('gives 50 % for 20 days before 2025', () => {
    expect(lawDiscountFor('2024-05-15')).toEqual({ percent: 50, until: '2024-06-04' });
    expect(lawDiscountFor('2024-06-03')).toEqual({ percent: 50, until: '2024-06-24' }); // Sunday → Monday
    expect(lawDiscountFor('2024-12-31')).toEqual({ percent: 50, until: '2025-01-20' });
    expect(lawDiscountFor('2016-01-01')).toEqual({ percent: 50, until: '2016-01-21' });
  });

  it('gives nothing before the discount existed (2016)', () => {
    expect(lawDiscountFor('2015-12-31')).toBeNull();
  });

  it.each([
    '12.8 ч.1',
    '12.9 ч.6',
    'ч.7 ст.12.9 КоАП РФ',
    '12.12 ч.3',
    '12.15ч.5',
    '12.24',
    '12.26 ч.1',
    '12.27 ч.3',
    '12.16 ч.3.1',
    '12.1 ч.1.1',
  ])('gives nothing for %s', (article) => {
    expect(lawDiscountFor('2025-04-24', article)).toBeNull();
    expect(isNoDiscountArticle(article)).toBe(true);
  });

  it.each([
    '12.9 ч.2',
    '12.9 ч.5',
    '12.12 ч.2',
    '12.15 ч.4',
    '12.16 ч.3',
    '12.27 ч.2',
    '12.1 ч.1',
    'Часть 1 статьи 12.6',
    '',
    null,
  ])('keeps the discount for %s', (article) => {
    expect(lawDiscountFor('2025-04-24', article)).toEqual({ percent: 25, until: '2025-05-26' });
  });

  it('refuses a malformed ordinance date', () => {
    expect(() => lawDiscountFor('24.04.2025')).toThrow(RangeError);
  });
});

describe('parseKoapArticle', () => {
  it('reads article and part in either order', () => {
    expect(parseKoapArticle('12.9 ч.2')).toEqual({ article: '12.9', part: '2' });
    expect(parseKoapArticle('ч.1.1 ст.12.17 КоАП РФ')).toEqual({ article: '12.17', part: '1.1' });
    expect(parseKoapArticle('Статья 12.9 Часть 3')).toEqual({ article: '12.9', part: '3' });
    expect(parseKoapArticle('12.21.1 ч. 1')).toEqual({ article: '12.21.1', part: '1' });
    expect(parseKoapArticle('12.24')).toEqual({ article: '12.24', part: null });
    expect(parseKoapArticle('без статьи')).toBeNull();
  });
});

describe('discountedView (spec §4)', () => {
  const discount = { percent: 25, until: '2025-05-26' };
  const fine = (status: FineStatus, amountKopeks = 75_000) => ({ status, amountKopeks, discount });

  it('shows 750 ₽ at 25 % as 562,50 ₽ up to and including the last day', () => {
    const view = discountedView(fine('notpaid'), '2025-05-26');
    expect(view).toEqual({ amountKopeks: 56_250, percent: 25, until: '2025-05-26' });
    expect(formatRubles(view?.amountKopeks ?? 0)).toBe('562,50\u00A0₽');
    expect(discountedView(fine('in_progress'), '2025-04-24')).not.toBeNull();
  });

  it('hides an expired discount', () => {
    expect(discountedView(fine('notpaid'), '2025-05-27')).toBeNull();
  });

  it.each<FineStatus>(['paid', 'closed', 'moved-to-order'])('hides it for a %s fine', (status) => {
    expect(discountedView(fine(status), '2025-05-01')).toBeNull();
  });

  it('hides it without a discount or with 0 %', () => {
    expect(discountedView({ status: 'notpaid', amountKopeks: 75_000, discount: null }, '2025-05-01')).toBeNull();
    expect(
      discountedView({ status: 'notpaid', amountKopeks: 75_000, discount: { percent: 0, until: '2025-05-26' } }, '2025-05-01'),
    ).toBeNull();
  });

  it('rounds the discounted amount half up to kopeks', () => {
    const d50 = { percent: 50, until: '2024-06-04' };
    expect(discountedView({ status: 'notpaid', amountKopeks: 12_345, discount: d50 }, '2024-06-01')?.amountKopeks).toBe(6_173);
    expect(discountedView({ status: 'notpaid', amountKopeks: 33_333, discount }, '2025-05-01')?.amountKopeks).toBe(25_000);
    expect(discountedView({ status: 'notpaid', amountKopeks: 150_000, discount: d50 }, '2024-06-01')?.amountKopeks).toBe(75_000);
  });
});
