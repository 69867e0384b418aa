import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { charges } from '@/lib/server/db/schema';
import type { TaxRowDto } from '@/lib/contract/taxes';
import { taxPayByDate } from '@/lib/domain/tax-terms';
import { paymentInProgressSql } from '@/lib/server/payments/payment-in-progress';

/** Most tax charges one list shows (years of notices for a handful of ИНН fit far below it). */
export const TAX_LIST_LIMIT = 500;

/**
 * The user's tax charges (kind `tax`, found by their ИНН documents), newest first, with the
 * deadline of each and whether it is overdue on `today` (`YYYY-MM-DD`, Moscow). Scoped by the owner.
 */
export async function listOwnTaxes(db: Db, userId: number, today: string): Promise<TaxRowDto[]> {
  const rows = await db
    .select({
      id: charges.id,
      uin: charges.uin,
      status: charges.status,
      purpose: charges.purpose,
      billDate: charges.billDate,
      amountKopeks: charges.amountKopeks,
      kbk: charges.kbk,
      paymentInProgress: paymentInProgressSql(userId),
    })
    .from(charges)
    .where(and(eq(charges.userId, userId), eq(charges.kind, 'tax')))
    .orderBy(desc(charges.billDate), desc(charges.id))
    .limit(TAX_LIST_LIMIT);
  return rows.map(({ kbk, ...row }) => {
    const payBy = taxPayByDate({ kbk, purpose: row.purpose, billDate: row.billDate });
    return { ...row, payBy, overdue: row.status === 'notpaid' && today > payBy };
  });
}
