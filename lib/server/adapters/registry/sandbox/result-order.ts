/**
 * Ordering and trimming of a registry answer.
 */
import type { RegistryResult } from '../types';

const byDateDesc = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);

/** Newest first (charges by bill date, orders by opening date); the УИН breaks ties so the order is stable. */
export function sortResult(result: RegistryResult): RegistryResult {
  return {
    charges: [...result.charges].sort((a, b) => byDateDesc(a.billDate, b.billDate) || byDateDesc(a.uin, b.uin)),
    orders: [...result.orders].sort((a, b) => byDateDesc(a.openedDate, b.openedDate) || byDateDesc(a.uin, b.uin)),
  };
}

/** The `max` newest charges (sorted as sortResult) and only the orders of the fines kept. */
export function keepNewest(result: RegistryResult, max: number): RegistryResult {
  const sorted = sortResult(result);
  const charges = sorted.charges.slice(0, max);
  const kept = new Set(charges.map((c) => c.uin));
  return { charges, orders: sorted.orders.filter((o) => kept.has(o.fineUin)) };
}
