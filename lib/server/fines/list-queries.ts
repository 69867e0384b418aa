import 'server-only';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChargeCountsDto, UnpaidTotalsDto } from '@/lib/contract/fines';
import type { Db } from '@/lib/server/db/client';
import { charges } from '@/lib/server/db/schema';
import type { OwnerScope } from '@/lib/server/owner-scope';
import { amountToPaySql, serviceFeeSql } from './amount-sql';
import type { ListPosition } from './list-cursor';
import { listConditions, type ChargeListFilter } from './list-filter';
import { sourceDocumentIds } from './queries';

/** For an order: the fine it replaced, when that fine is stored for the same owner (one unique-index probe). */
const replaced = alias(charges, 'replaced');
const replacedFine = and(
  eq(charges.kind, 'order'),
  eq(replaced.userId, charges.userId),
  eq(replaced.uin, charges.relatedUin),
  ne(replaced.kind, 'order'),
);

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

/**
 * Up to `limit` rows of one tab in the list's order — bill date, then id, both descending —
 * starting strictly after `after`. One backward range scan of `charges_list_idx`.
 */
export async function listChargeRows(
  db: Db,
  scope: OwnerScope,
  filter: ChargeListFilter,
  after: ListPosition | null,
  limit: number,
) {
  const { tab, ...rest } = filter;
  const rows = await db
    .select({ ...rowColumns, documentIds: sourceDocumentIds, fineArticle: replaced.article })
    .from(charges)
    .leftJoin(replaced, replacedFine)
    .where(
      and(
        listConditions(db, scope, rest),
        eq(charges.listTab, tab),
        after ? sql`(${charges.billDate}, ${charges.id}) < (${after.billDate}::date, ${after.id}::bigint)` : undefined,
      ),
    )
    .orderBy(desc(charges.billDate), desc(charges.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, documentIds: (r.documentIds ?? []).map(Number) }));
}

/** One row of a list page as read from the database. */
export type ChargeListRow = Awaited<ReturnType<typeof listChargeRows>>[number];

/**
 * Tab counts and the unpaid tab's totals of a list (every tab, same filters), in one aggregate
 * query: nothing is loaded row by row. `today` (`YYYY-MM-DD`, Moscow) decides which discounts last.
 */
export async function chargeListSummary(
  db: Db,
  scope: OwnerScope,
  filter: Omit<ChargeListFilter, 'tab'>,
  today: string,
): Promise<{ counts: ChargeCountsDto; totals: UnpaidTotalsDto }> {
  const payable = sql`${charges.listTab} = 'unpaid' and ${charges.status} = 'notpaid'`;
  const pay = amountToPaySql(today);
  const rows = await db
    .select({
      tab: charges.listTab,
      count: sql<number>`count(*)::int`,
      payable: sql<number>`(count(*) filter (where ${payable}))::int`,
      fines: sql<string>`coalesce(sum(${pay}) filter (where ${payable}), 0)::bigint`,
      fee: sql<string>`coalesce(sum(${serviceFeeSql(pay)}) filter (where ${payable}), 0)::bigint`,
    })
    .from(charges)
    .where(listConditions(db, scope, filter))
    .groupBy(charges.listTab);
  const counts: ChargeCountsDto = { unpaid: 0, paid: 0, orders: 0 };
  const totals: UnpaidTotalsDto = { count: 0, fines: 0, fee: 0, total: 0 };
  for (const row of rows) {
    if (!row.tab) continue;
    counts[row.tab] = Number(row.count);
    totals.count += Number(row.payable);
    totals.fines += Number(row.fines);
    totals.fee += Number(row.fee);
  }
  totals.total = totals.fines + totals.fee;
  return { counts, totals };
}
