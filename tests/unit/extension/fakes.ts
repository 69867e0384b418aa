import type { ChargesGlance } from '@/extension/src/summary';
import type { ChargeRowDto, DocumentCheckDto, OrderRowDto, UnpaidTotalsDto } from '@/lib/contract/fines';
import { serviceFeeKopeks } from '@/lib/domain/fee';
import { buildCheck } from '../components/helpers';
import type { KeyValueStore } from '@/extension/src/store';

/** An in-memory KeyValueStore standing in for a `chrome.storage` area; `data` is inspectable. */
export function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map(Object.entries(structuredClone(initial)));
  return {
    data,
    get: async <T>(key: string) => structuredClone(data.get(key)) as T | undefined,
    set: async (key, value) => {
      data.set(key, structuredClone(value));
    },
    remove: async (key) => {
      data.delete(key);
    },
  };
}

/**
 * What the extension reads of the lists (the input of `summarize`): unpaid-tab rows, order rows and
 * one checked СТС. Unless `totals` is given, the server's totals are those of the `notpaid` rows at
 * their full amount with the spec §9 fee (pass `totals` when a test is about discounts).
 */
export function buildGlance(input: {
  unpaid?: ChargeRowDto[];
  orders?: OrderRowDto[];
  documents?: DocumentCheckDto[];
  sandbox?: boolean;
  totals?: UnpaidTotalsDto;
}): ChargesGlance {
  const unpaid = input.unpaid ?? [];
  const notpaid = unpaid.filter((row) => row.kind !== 'order' && row.status === 'notpaid');
  const fines = notpaid.reduce((sum, row) => sum + row.amountKopeks, 0);
  const fee = notpaid.reduce((sum, row) => sum + serviceFeeKopeks(row.amountKopeks), 0);
  return {
    unpaid,
    orders: input.orders ?? [],
    documents: input.documents ?? [buildCheck()],
    sandbox: input.sandbox ?? false,
    totals: input.totals ?? {
      count: notpaid.length,
      fines,
      fee,
      total: fines + fee,
      awaiting: 0,
      ordersAwaiting: 0,
      ordersOwed: 0,
      held: 0,
      taxes: 0,
    },
  };
}

/** An organization's unpaid totals as its fleet page answers them: `count` fines of 500 ₽, `ordersOwed` orders. */
export function organizationTotals(count: number, ordersOwed = 0): UnpaidTotalsDto {
  return { count, fines: count * 50_000, fee: 0, total: 0, awaiting: 0, ordersAwaiting: 0, ordersOwed, held: 0, taxes: 0 };
}
