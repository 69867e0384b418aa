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
import { parseListAddress } from '@/lib/validation/charge-list';
import { kindByFilterName } from '@/lib/domain/document-kinds';
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

/** How many of a person's unpaid charges «Оплатить все» reads: the saved unpaid list's cap (spec §9). */
const PERSON_ALL_READ = 1000;

/**
 * Every unpaid (`notpaid`) charge of a person's list view named by the address (`?all=1&show=sts&document=12`,
 * as the list's own address), newest first: «Оплатить все неоплаченные» under the list's totals. A
 * document that is not theirs finds nothing.
 */
async function allUnpaidOfPerson(
  db: Db,
  scope: OwnerScope,
  params: Record<string, string | string[] | undefined>,
): Promise<string[]> {
  const address = parseListAddress(params);
  const kind = address.show === 'all' ? undefined : kindByFilterName(address.show)?.type;
  const documents = address.document !== null ? { id: address.document } : kind ? { type: kind } : null;
  const rows = await listChargeRows(
    db,
    scope,
    { tab: 'unpaid', documents, kind: null, from: null, to: null },
    null,
    PERSON_ALL_READ,
  );
  // Those the person's unfinished payment holds stay in: /prepayment names each with its payment, as for
  // a fleet. They come last, so past one payment's limit the cut leaves them out rather than a charge to pay.
  const unpaid = rows.filter((r) => r.status === 'notpaid');
  return [...unpaid.filter((r) => r.paymentInProgress === null), ...unpaid.filter((r) => r.paymentInProgress !== null)].map(
    (r) => r.uin,
  );
}

/** What a prepayment address selects: the УИНs to price, what was refused, and what «Оплатить все» left for later. */
export interface PrepaymentSelection {
  uins: string[];
  /** Russian messages naming what cannot be taken: a bad УИН, a charge id not found, a hand-made selection cut. */
  invalid: string[];
  /**
   * For `?all=1` past the limit: the unpaid charges beyond the first MAX_PAYMENT_ITEMS (MAX_BULK_PAYMENT_ITEMS
   * for a fleet), an expected cut — nothing was chosen by hand, so it is not among `invalid`.
   */
  allCut: { taken: number; left: number } | null;
}

/**
 * The charges a prepayment address asks to pay in `scope`: `?uin=…` (repeated or comma-separated;
 * from the list, a fine's page or a УИН lookup), `?fine=ID` (the scope's charge ids), and `?all=1`:
 * every unpaid charge of an organization under the fleet filters, or of a person's list view. Repeats
 * are dropped; what is not a УИН comes back as a message naming it. At most MAX_PAYMENT_ITEMS for a
 * person, MAX_BULK_PAYMENT_ITEMS for a fleet; how many more were chosen by hand is said in `invalid`
 * (msgSelectionCut), what «Оплатить все» could not take in `allCut`.
 */
export async function selectionFromQuery(
  db: Db,
  scope: OwnerScope,
  params: Record<string, string | string[] | undefined>,
  organization?: { countDays: number },
): Promise<PrepaymentSelection> {
  const max = scope.kind === 'organization' ? MAX_BULK_PAYMENT_ITEMS : MAX_PAYMENT_ITEMS;
  const asked = list(params.uin);
  const ids = list(params.fine)
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  const found = await ownUinsByChargeIds(db, scope, ids.slice(0, max));
  const byId = found.map((f) => f.uin);
  const all =
    params.all !== '1'
      ? []
      : organization
        ? await allUnpaidOfFleet(db, scope, organization.countDays, params)
        : scope.kind === 'user'
          ? await allUnpaidOfPerson(db, scope, params)
          : [];
  const chosen = [...new Set([...asked.filter(isValidUin), ...byId])];
  const candidates = [...new Set([...chosen, ...all])];
  const uins = candidates.slice(0, max);
  const invalid = asked.filter((u) => !isValidUin(u)).map(msgBadUin);
  // An id that is not the scope's (another person's, or none) is named, as a УИН not found is.
  const foundIds = new Set(found.map((f) => f.id));
  const missing = [...new Set(ids.slice(0, max))].filter((id) => !foundIds.has(id)).map(msgChargeIdNotFound);
  // What does not fit into one payment is said, not dropped: ids past the limit were not even read.
  const left = candidates.length - uins.length + Math.max(0, new Set(ids).size - max);
  const handCut = left > 0 && (all.length === 0 || chosen.length > max);
  return {
    uins,
    invalid: [...invalid, ...missing, ...(handCut ? [msgSelectionCut(max, left)] : [])],
    allCut: left > 0 && !handCut ? { taken: uins.length, left } : null,
  };
}
