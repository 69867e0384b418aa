import { describe, expect, it } from 'vitest';
import { msgAllCut, msgSelectionCut } from '@/lib/validation/payments';

describe('the charges left for the next payment', () => {
  it('agree with their number', () => {
    expect(msgSelectionCut(50, 1)).toBe(
      'За один платёж можно оплатить не больше 50 начислений: ещё 1 не вошло в этот платёж — оплатите его следующим',
    );
    expect(msgSelectionCut(50, 3)).toBe(
      'За один платёж можно оплатить не больше 50 начислений: ещё 3 не вошли в этот платёж — оплатите их следующим',
    );
    expect(msgSelectionCut(50, 21)).toContain('ещё 21 не вошло в этот платёж — оплатите его следующим');
  });
});

describe('«Оплатить все неоплаченные» past one payment', () => {
  it('says the first ones went in and how many wait, in agreeing words', () => {
    expect(msgAllCut(50, 1)).toBe(
      'В платёж вошли первые 50 неоплаченных начислений — больше за один раз нельзя. Ещё 1 начисление оплатите следующим платежом.',
    );
    expect(msgAllCut(50, 67)).toContain('Ещё 67 начислений оплатите следующим платежом');
  });
});
