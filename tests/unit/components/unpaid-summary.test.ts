import { describe, expect, it } from 'vitest';
import { checkSummary, unpaidSummary } from '@/components/fines/unpaid-summary';

const totals = (count: number, awaiting = 0, taxes = 0, held = 0, ordersAwaiting = 0, ordersOwed = 0) => ({
  count,
  fines: 0,
  fee: 0,
  total: 0,
  awaiting,
  ordersAwaiting,
  ordersOwed,
  held,
  taxes,
});

describe('the finished check’s sentence about unpaid charges', () => {
  it('counts what is still to pay', () => {
    expect(unpaidSummary({ unpaid: 2, paid: 1, orders: 0 }, totals(2))).toBe('Неоплаченных штрафов: 2');
  });

  it('does not call charges paid through us and awaiting ГИС ГМП unpaid, and says how many wait', () => {
    expect(unpaidSummary({ unpaid: 2, paid: 0, orders: 0 }, totals(0, 2))).toBe(
      'Неоплаченных штрафов: 0, оплачены и ждут подтверждения: 2',
    );
  });

  it('keeps a charge of a status nobody knows among the unpaid: it is not known to be paid', () => {
    // The unpaid tab: 1 notpaid, 1 in_progress, 1 of an unknown status.
    expect(unpaidSummary({ unpaid: 3, paid: 0, orders: 1 }, totals(1, 1))).toBe(
      'Неоплаченных штрафов: 2, оплачены и ждут подтверждения: 1',
    );
  });

  it('names taxes apart from fines: they are not fines', () => {
    expect(unpaidSummary({ unpaid: 6, paid: 0, orders: 0 }, totals(6, 0, 2))).toBe('Неоплаченных штрафов: 4, налогов: 2');
  });

  it('says how many of the unpaid ones the person’s unfinished payment holds', () => {
    expect(unpaidSummary({ unpaid: 5, paid: 0, orders: 0 }, totals(3, 0, 0, 2))).toBe(
      'Неоплаченных штрафов: 5, из них в вашем неоконченном платеже: 2',
    );
  });

  it('counts at the bailiffs only the orders still owed, and names those paid and awaiting ГИС ГМП apart', () => {
    expect(checkSummary({ unpaid: 0, paid: 0, orders: 3 }, totals(0, 0, 0, 0, 0, 3))).toBe(
      'Неоплаченных штрафов: 0, у приставов не оплачено: 3',
    );
    // Three orders in the tab: one owed, one paid through us and awaiting, one confirmed paid.
    expect(checkSummary({ unpaid: 0, paid: 0, orders: 3 }, totals(0, 0, 0, 0, 1, 1))).toBe(
      'Неоплаченных штрафов: 0, у приставов не оплачено: 1, оплаченных постановлений ФССП ждут подтверждения: 1',
    );
  });
});
