import { describe, expect, it } from 'vitest';
import type { RegistryCharge, RegistryOrder } from '@/lib/server/adapters/registry/types';
import { registryResultParts } from '@/lib/server/fines/save-result';

const charge = (uin: string) => ({ uin }) as RegistryCharge;
const order = (uin: string, fineUin: string) => ({ uin, fineUin }) as RegistryOrder;

describe('a registry answer split into parts (an organization stored a part at a time)', () => {
  it('keeps each order with the fine it replaced, and orders of fines not in the answer with the last part', () => {
    const charges = ['a', 'b', 'c', 'd', 'e'].map(charge);
    const parts = registryResultParts({ charges, orders: [order('o-d', 'd'), order('o-a', 'a'), order('o-x', 'x')] }, 2);
    expect(parts.map((p) => p.charges.map((c) => c.uin))).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(parts.map((p) => p.orders.map((o) => o.uin))).toEqual([['o-a'], ['o-d'], ['o-x']]);
  });

  it('answers one empty part for an empty answer, and one part with the orders when there are no charges', () => {
    expect(registryResultParts({ charges: [], orders: [] }, 200)).toEqual([{ charges: [], orders: [] }]);
    expect(registryResultParts({ charges: [], orders: [order('o', 'f')] }, 200)).toEqual([
      { charges: [], orders: [order('o', 'f')] },
    ]);
  });
});
