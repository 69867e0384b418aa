import 'server-only';
import { MAX_PAYMENT_ITEMS } from '@/lib/domain/payment-amounts';
import { isValidUin } from '@/lib/domain/uin';
import type { Db } from '@/lib/server/db/client';
import { ownUinsByChargeIds } from '@/lib/server/payments/queries';
import { msgBadUin } from '@/lib/validation/payments';

const list = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * The charges a prepayment address asks to pay: `?uin=…` (repeated or comma-separated; from the
 * list, a fine's page or a УИН lookup) and `?fine=ID` (the user's charge ids). Repeats are dropped;
 * what is not a УИН comes back as a message naming it. At most MAX_PAYMENT_ITEMS are taken.
 */
export async function selectionFromQuery(
  db: Db,
  userId: number,
  params: Record<string, string | string[] | undefined>,
): Promise<{ uins: string[]; invalid: string[] }> {
  const asked = list(params.uin);
  const ids = list(params.fine)
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  const byId = await ownUinsByChargeIds(db, userId, ids.slice(0, MAX_PAYMENT_ITEMS));
  const uins = [...new Set([...asked.filter(isValidUin), ...byId])].slice(0, MAX_PAYMENT_ITEMS);
  const invalid = asked.filter((u) => !isValidUin(u)).map((u) => msgBadUin(u.slice(0, 30)));
  return { uins, invalid };
}
