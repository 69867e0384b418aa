import { describe, expect, it } from 'vitest';
import { vehicleListText } from '@/components/organizations/vehicle-list-text';
import { formatCount, plural } from '@/lib/domain/plural';

describe('counts in Russian text', () => {
  it('chooses the noun form by the last digits', () => {
    expect([1, 2, 5, 11, 14, 21, 22, 111].map((n) => plural(n, 'машина', 'машины', 'машин'))).toEqual([
      'машина',
      'машины',
      'машин',
      'машин',
      'машин',
      'машина',
      'машины',
      'машин',
    ]);
  });

  it('groups thousands with a no-break space, as sums are written', () => {
    expect([0, 999, 1000, 20_000, 1_234_567].map(formatCount)).toEqual([
      '0',
      '999',
      '1\u00a0000',
      '20\u00a0000',
      '1\u00a0234\u00a0567',
    ]);
    expect(vehicleListText(20_000)).toBe('20\u00a0000 машин в списке');
    expect(vehicleListText(0)).toBe('список машин не загружен');
  });
});
