import { describe, expect, it } from 'vitest';
import { isPayableNow, payableWords } from '@/lib/domain/payable';

describe('isPayableNow', () => {
  const fine = { kind: 'fine' as const, status: 'notpaid', replaced: false, amountKopeks: 75_000 };

  it('pays an unpaid fine or tax and an open order', () => {
    expect(isPayableNow(fine)).toBe(true);
    expect(isPayableNow({ ...fine, kind: 'tax' })).toBe(true);
    expect(isPayableNow({ ...fine, kind: 'order', status: 'open' })).toBe(true);
  });

  it('never pays twice, a void УИН, a paid order or nothing', () => {
    for (const status of ['in_progress', 'paid', 'closed', 'moved-to-order', 'что-то новое']) {
      expect(isPayableNow({ ...fine, status })).toBe(false);
    }
    expect(isPayableNow({ ...fine, replaced: true })).toBe(false);
    expect(isPayableNow({ ...fine, kind: 'order', status: 'paid' })).toBe(false);
    expect(isPayableNow({ ...fine, amountKopeks: 0 })).toBe(false);
  });
});

describe('payableWords', () => {
  it('names a payment by its charges: taxes alone are not fines, an order counts as a fine, one is one', () => {
    expect(payableWords(['tax', 'tax'])).toEqual({ heading: 'Оплата налогов', sum: 'Налоги', one: false });
    expect(payableWords(['tax'])).toEqual({ heading: 'Оплата налога', sum: 'Налог', one: true });
    expect(payableWords(['fine', 'order'])).toEqual({ heading: 'Оплата штрафов', sum: 'Штрафы', one: false });
    expect(payableWords(['order'])).toEqual({ heading: 'Оплата штрафа', sum: 'Штраф', one: true });
    expect(payableWords(['order', 'tax'])).toEqual({ heading: 'Оплата штрафов и налогов', sum: 'Штрафы и налоги', one: false });
    expect(payableWords([])).toEqual({ heading: 'Оплата штрафов', sum: 'Штрафы', one: false });
  });
});
