import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ChargeListTab } from '@/lib/domain/fine-status';
import { alias } from 'drizzle-orm/pg-core';
import type { ChargeCountsDto, UnpaidTotalsDto } from '@/lib/contract/fines';
import type { Db } from '@/lib/server/db/client';
import { charges, paymentItems } from '@/lib/server/db/schema';
import { codeWord, literalLimit } from '@/lib/server/db/plan-constants';
import type { OwnerScope } from '@/lib/server/owner-scope';
import { paymentInProgressSql } from '@/lib/server/payments/payment-in-progress';
import { amountToPaySql, serviceFeeSql } from './amount-sql';
import type { ListPosition } from './list-cursor';
import { listConditions, type ChargeListFilter } from './list-filter';
import { sourceDocumentIds } from './queries';

/** For an order: the fine it replaced, when that fine is stored for the same owner (one unique-index probe). */
const replaced = alias(charges, 'replaced');
function replacedFine(scope: OwnerScope) {
  return and(
    sql`${charges.kind} = ${codeWord('order')}`,
    scope.kind === 'user' ? eq(replaced.userId, charges.userId) : eq(replaced.organizationId, charges.organizationId),
    eq(replaced.uin, charges.relatedUin),
    sql`${replaced.kind} <> ${codeWord('order')}`,
  );
}

/** The ids of the documents that found a row: an organization's charges come by its ИНН, from none. */
function documentIdsOf(scope: OwnerScope) {
  return scope.kind === 'user' ? sourceDocumentIds : sql<number[]>`'{}'::bigint[]`;
}

/** The columns a list row is made of: what a card shows, plus what its pay-by date is computed from. */
const rowColumns = {
  id: charges.id,
  kind: charges.kind,
  uin: charges.uin,
  status: charges.status,
  billDate: charges.billDate,
  amountKopeks: charges.amountKopeks,
  discountPercent: charges.discountPercent,
  discountUntil: charges.discountUntil,
  article: charges.article,
  articleText: charges.articleText,
  offenceAt: charges.offenceAt,
  place: charges.place,
  purpose: charges.purpose,
  kbk: charges.kbk,
  relatedUin: charges.relatedUin,
  caseNumber: charges.caseNumber,
};

/** The order of a list: newest first (bill date, then id), or — a fleet's option — largest amount first. */
export type ListSort = 'date' | 'amount';

/** Rows strictly after `after` in the list's order. */
function afterPosition(after: ListPosition | null): SQL | undefined {
  if (!after) return undefined;
  return 'billDate' in after
    ? sql`(${charges.billDate}, ${charges.id}) < (${after.billDate}::date, ${after.id}::bigint)`
    : sql`(${charges.amountKopeks}, ${charges.id}) < (${after.amountKopeks}::bigint, ${after.id}::bigint)`;
}

/**
 * The query of up to `limit` rows of one tab in the list's order — bill date, then id, both
 * descending (or amount, then id, for `sort = 'amount'`) — starting strictly after `after`: one
 * backward range scan of `charges_list_idx` (an organization's: `charges_org_list_idx`,
 * `charges_org_amount_idx`). Built, not run, so `npm run explain:lists` can show its plan.
 */
export function chargeRowsQuery(
  db: Db,
  scope: OwnerScope,
  filter: ChargeListFilter,
  after: ListPosition | null,
  limit: number,
  sort: ListSort = 'date',
) {
  const { tab, ...rest } = filter;
  return db
    .select({
      ...rowColumns,
      documentIds: documentIdsOf(scope),
      fineArticle: replaced.article,
      vehiclePlate: charges.vehiclePlate,
      vehicleSts: charges.vehicleSts,
      paymentInProgress: paymentInProgressSql(scope.userId),
    })
    .from(charges)
    .leftJoin(replaced, replacedFine(scope))
    .where(and(listConditions(db, scope, rest, tab), afterPosition(after)))
    .orderBy(...(sort === 'amount' ? [desc(charges.amountKopeks), desc(charges.id)] : [desc(charges.billDate), desc(charges.id)]))
    .limit(literalLimit(limit));
}

/** The rows of one list page (`chargeRowsQuery`, run). */
export async function listChargeRows(
  db: Db,
  scope: OwnerScope,
  filter: ChargeListFilter,
  after: ListPosition | null,
  limit: number,
  sort: ListSort = 'date',
) {
  const rows = await chargeRowsQuery(db, scope, filter, after, limit, sort);
  return rows.map((r) => ({ ...r, documentIds: (r.documentIds ?? []).map(Number) }));
}

/** One row of a list page as read from the database. */
export type ChargeListRow = Awaited<ReturnType<typeof listChargeRows>>[number];

/**
 * The summary of a list (every tab, same filters) as one statement, built, not run, so
 * `npm run explain:lists` can show its plan: the rows of each tab — three index-only scans of
 * `charges_list_idx`, one per tab, the orders tab's also counting its owed and awaiting orders — what the unpaid tab's `notpaid` charges cost today, and how many
 * of its charges (and of the orders tab's) wait for ГИС ГМП's confirmation of a payment made
 * through us (`in_progress`). A
 * `notpaid` charge the viewer's own unfinished payment holds is counted apart (`held`), not summed:
 * it is being paid, and the cards say so. One statement, not two: on PGlite a statement's own cost
 * (parse, plan, the answer's round trip) is larger than these scans.
 */
export function chargeSummaryQuery(db: Db, scope: OwnerScope, filter: Omit<ChargeListFilter, 'tab'>, today: string) {
  const pay = amountToPaySql(today);
  const tabRows = (tab: ChargeListTab) =>
    sql<number>`(${db
      .select({ count: sql`count(*)::int` })
      .from(charges)
      .where(listConditions(db, scope, filter, tab))})`;
  // Rare rows, read through their own small partial index (charges_awaiting_user_idx, _org_idx), not by scanning the tab.
  const awaiting = sql<number>`(${db
    .select({ count: sql`count(*)::int` })
    .from(charges)
    .where(and(listConditions(db, scope, filter, 'unpaid'), sql`${charges.status} = ${codeWord('in_progress')}`))})`;
  // The orders tab keeps every ФССП order, paid ones too: those still owed, and those paid through
  // us and awaiting ГИС ГМП's confirmation, are counted apart, in the same scan as the tab's rows
  // (one array, since a subquery in a select list gives one value).
  const orders = sql<number[]>`(${db
    .select({
      counts: sql`array[count(*), count(*) filter (where ${charges.status} = ${codeWord('in_progress')}), count(*) filter (where ${charges.status} not in (${codeWord('in_progress')}, ${codeWord('paid')}, ${codeWord('closed')}))]::int[]`,
    })
    .from(charges)
    .where(listConditions(db, scope, filter, 'orders'))})`;
  // Uncorrelated: the viewer's few active payment items are read once into a hashed set. `active` is
  // the partial index's own condition as text, not a bound `true`: with a parameter the cached
  // generic plan could not use that index, looked dearer, and the summary was planned on every page.
  const held = sql`${charges.uin} in (${db
    .select({ uin: paymentItems.uin })
    .from(paymentItems)
    .where(and(eq(paymentItems.userId, scope.userId), sql`${paymentItems.active}`))})`;
  const free = sql`not ${held}`;
  return db
    .select({
      unpaid: tabRows('unpaid'),
      paid: tabRows('paid'),
      orders,
      awaiting,
      held: sql<number>`(count(*) filter (where ${held}))::int`,
      count: sql<number>`(count(*) filter (where ${free}))::int`,
      taxes: sql<number>`(count(*) filter (where ${charges.kind} = ${codeWord('tax')}))::int`,
      fines: sql<string>`coalesce(sum(${pay}) filter (where ${free}), 0)::bigint`,
      fee: sql<string>`coalesce(sum(${serviceFeeSql(pay)}) filter (where ${free}), 0)::bigint`,
    })
    .from(charges)
    .where(and(listConditions(db, scope, filter, 'unpaid'), sql`${charges.status} = ${codeWord('notpaid')}`));
}

/**
 * Tab counts and the unpaid tab's totals of a list, as SQL aggregates: nothing is loaded row by
 * row. `today` (`YYYY-MM-DD`, Moscow) decides which discounts last.
 */
export async function chargeListSummary(
  db: Db,
  scope: OwnerScope,
  filter: Omit<ChargeListFilter, 'tab'>,
  today: string,
): Promise<{ counts: ChargeCountsDto; totals: UnpaidTotalsDto }> {
  const [row] = await chargeSummaryQuery(db, scope, filter, today);
  const [orders = 0, ordersAwaiting = 0, ordersOwed = 0] = (row?.orders ?? []).map(Number);
  const counts: ChargeCountsDto = {
    unpaid: Number(row?.unpaid ?? 0),
    paid: Number(row?.paid ?? 0),
    orders,
  };
  const fines = Number(row?.fines ?? 0);
  const fee = Number(row?.fee ?? 0);
  return {
    counts,
    totals: {
      count: Number(row?.count ?? 0),
      fines,
      fee,
      total: fines + fee,
      awaiting: Number(row?.awaiting ?? 0),
      ordersAwaiting,
      ordersOwed,
      held: Number(row?.held ?? 0),
      taxes: Number(row?.taxes ?? 0),
    },
  };
}
