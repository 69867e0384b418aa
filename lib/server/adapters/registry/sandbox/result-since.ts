/**
 * The history window of a lookup (RegistryLookupOptions.since): only the charges billed on or
 * after a day, and the orders that replaced those charges.
 */
import { isIsoDate } from '@/lib/domain/dates';
import type { RegistryResult } from '../types';

/**
 * The charges of `result` with `billDate >= since` (`YYYY-MM-DD`, Moscow) and the orders of those
 * charges, in the order given; `result` itself when `since` is undefined.
 * @throws RangeError when `since` is not a `YYYY-MM-DD` date.
 */
export function keepSince(result: RegistryResult, since: string | undefined): RegistryResult {
  if (since === undefined) return result;
  if (!isIsoDate(since)) throw new RangeError(`Expected a YYYY-MM-DD date, got "${since}"`);
  const charges = result.charges.filter((c) => c.billDate >= since);
  const kept = new Set(charges.map((c) => c.uin));
  return { charges, orders: result.orders.filter((o) => kept.has(o.fineUin)) };
}
