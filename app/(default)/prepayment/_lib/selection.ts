import 'server-only';
import * as z from 'zod/mini';
import { MAX_BULK_PAYMENT_ITEMS, MAX_PAYMENT_ITEMS } from '@/lib/domain/payment-amounts';
import { isValidUin } from '@/lib/domain/uin';
import type { Db } from '@/lib/server/db/client';
import { listChargeRows } from '@/lib/server/fines/list-queries';
import { fleetFilterOf } from '@/lib/server/organizations/fleet-filter';
import type { OwnerScope } from '@/lib/server/owner-scope';
import { ownUinsByChargeIds } from '@/lib/server/payments/queries';
import { idParam } from '@/lib/validation/common';
import { fleetFilterQuery } from '@/lib/validation/organizations';
import { msgBadUin, msgSelectionCut } from '@/lib/validation/payments';

/** An id in `?fine=` that is not among the scope's charges. */
const msgChargeIdNotFound = (id: number) => `Начисление № ${id} не найдено среди ваших начислений.`;

const list = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

/** The organization an address names (`?organization=12`), or undefined. */
export function organizationOf(params: Record<string, string | string[] | undefined>): number | undefined {
  const raw = Array.isArray(params.organization) ? params.organization[0] : params.organization;
  const parsed = z.safeParse(idParam, raw);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Every unpaid (`notpaid`) charge of an organization's fleet under the filters of the address
 * (`?all=1&vehicle=…&article=…`), newest first, at most MAX_BULK_PAYMENT_ITEMS: «Оплатить все» of
 * the fleet page, whose selection would not fit in an address.
 */
async function allUnpaidOfFleet(
  db: Db,
  scope: OwnerScope,
  countDays: number,
  params: Record<string, string | string[] | undefined>,
): Promise<string[]> {
  const flat = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const filters = z.safeParse(fleetFilterQuery, flat);
  if (!filters.success) return [];
  const rows = await listChargeRows(
    db,
    scope,
    fleetFilterOf(filters.data, 'unpaid', countDays),
    null,
    MAX_BULK_PAYMENT_ITEMS * 2,
  );
  return rows
    .filter((r) => r.status === 'notpaid')
    .slice(0, MAX_BULK_PAYMENT_ITEMS)
    .map((r) => r.uin);
}

/**
 * The charges a prepayment address asks to pay in `scope`: `?uin=…` (repeated or comma-separated;
 * from the list, a fine's page or a УИН lookup), `?fine=ID` (the scope's charge ids), and for an
 * organization `?all=1` with the fleet filters. Repeats are dropped; what is not a УИН comes back as
 * a message naming it. At most MAX_PAYMENT_ITEMS for a person, MAX_BULK_PAYMENT_ITEMS for a fleet;
 * how many more were chosen is said in `invalid` (msgSelectionCut).
 */
export async function selectionFromQuery(
  db: Db,
  scope: OwnerScope,
  params: Record<string, string | string[] | undefined>,
  organization?: { countDays: number },
): Promise<{ uins: string[]; invalid: string[] }> {
  const max = scope.kind === 'organization' ? MAX_BULK_PAYMENT_ITEMS : MAX_PAYMENT_ITEMS;
  const asked = list(params.uin);
  const ids = list(params.fine)
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  const found = await ownUinsByChargeIds(db, scope, ids.slice(0, max));
  const byId = found.map((f) => f.uin);
  const all = organization && params.all === '1' ? await allUnpaidOfFleet(db, scope, organization.countDays, params) : [];
  const candidates = [...new Set([...asked.filter(isValidUin), ...byId, ...all])];
  const uins = candidates.slice(0, max);
  const invalid = asked.filter((u) => !isValidUin(u)).map(msgBadUin);
  // An id that is not the scope's (another person's, or none) is named, as a УИН not found is.
  const foundIds = new Set(found.map((f) => f.id));
  const missing = [...new Set(ids.slice(0, max))].filter((id) => !foundIds.has(id)).map(msgChargeIdNotFound);
  // What does not fit into one payment is said, not dropped: ids past the limit were not even read.
  const left = candidates.length - uins.length + Math.max(0, new Set(ids).size - max);
  return { uins, invalid: [...invalid, ...missing, ...(left > 0 ? [msgSelectionCut(max, left)] : [])] };
}
