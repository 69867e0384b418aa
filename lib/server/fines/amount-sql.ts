import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { SERVICE_FEE_FIXED, SERVICE_FEE_PERCENT } from '@/lib/domain/fee';
import { charges } from '@/lib/server/db/schema';

/**
 * The money rules of the list in SQL, so tab totals are aggregates and not loops over loaded rows.
 * Each is the SQL twin of a rule in lib/domain, and tests/api/charge-list-totals.test.ts checks
 * that they agree (integer kopeks, amounts non-negative).
 */

/**
 * What paying an unpaid charge costs on `today` (`YYYY-MM-DD`, Moscow), in kopeks: the discounted
 * amount while the early-payment discount lasts (percent above 0 and below 100, until that day
 * inclusive), else the full amount. Twin of `discountedView` (lib/domain/fine-terms.ts);
 * `floor((a·(100 − p) + 50) / 100)` is a·(100 − p)/100 rounded half up.
 */
export function amountToPaySql(today: string): SQL<number> {
  return sql<number>`case
    when ${charges.discountPercent} > 0 and ${charges.discountPercent} < 100 and ${charges.discountUntil} >= ${today}::date
      then (${charges.amountKopeks} * (100 - ${charges.discountPercent}) + 50) / 100
    else ${charges.amountKopeks} end`;
}

/**
 * The service fee in kopeks for paying `amount` kopeks (spec §9). Twin of `serviceFeeKopeks`
 * (lib/domain/fee.ts): 0 for 0; fixed fees below 500 ₽, from 500 to below 800 ₽ and at exactly
 * 2 500 ₽; otherwise 9 % rounded half up to whole kopeks.
 */
export function serviceFeeSql(amount: SQL): SQL<number> {
  const { below500, from500to800, exactly2500 } = SERVICE_FEE_FIXED;
  return sql<number>`case
    when ${amount} = 0 then 0
    when ${amount} < 50000 then ${sql.raw(String(below500))}
    when ${amount} < 80000 then ${sql.raw(String(from500to800))}
    when ${amount} = 250000 then ${sql.raw(String(exactly2500))}
    else (${amount} * ${sql.raw(String(SERVICE_FEE_PERCENT))} + 50) / 100 end`;
}
