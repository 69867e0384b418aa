import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { charges, paymentItems } from '@/lib/server/db/schema';

/**
 * The number of the viewer's own unfinished payment (created or pending) that holds the listed
 * charge's УИН, else null — a correlated probe of `payment_items_active_user_uin_uq`, for a list
 * query's select. Another account's payment is not named: its number and payer are theirs (ADR 8).
 */
export function paymentInProgressSql(viewerId: number): SQL<number | null> {
  return sql<
    number | null
  >`(select ${paymentItems.paymentId} from ${paymentItems} where ${paymentItems.userId} = ${viewerId} and ${paymentItems.uin} = ${charges.uin} and ${paymentItems.active})`.mapWith(
    Number,
  );
}

/** As paymentInProgressSql, for one УИН: the viewer's unfinished payment holding it, else null. */
export async function paymentInProgressOf(db: Db, viewerId: number, uin: string): Promise<number | null> {
  const [row] = await db
    .select({ paymentId: paymentItems.paymentId })
    .from(paymentItems)
    .where(and(eq(paymentItems.userId, viewerId), eq(paymentItems.uin, uin), eq(paymentItems.active, true)));
  return row?.paymentId ?? null;
}
