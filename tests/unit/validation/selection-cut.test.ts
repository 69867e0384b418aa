import { describe, expect, it } from 'vitest';
import { msgSelectionCut } from '@/lib/validation/payments';

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
