import 'server-only';
import { sql } from 'drizzle-orm';
import { OWN_REASONS } from '@/lib/domain/payment-reasons';
import { GatewayError, type PaymentGateway } from '@/lib/server/adapters/payments/types';
import type { Db } from '@/lib/server/db/client';
import { PAYMENTS_TO_RECONCILE } from '@/lib/server/db/schema';
import { logError } from '@/lib/server/http/log';
import { applyObservation } from './apply';
import { paymentById } from './queries';
import { syncPayment } from './sync';

/** An attempt still `created` this long after it was stored lost its request (the process stopped). */
export const ABANDONED_AFTER_SECONDS = 120;

/**
 * Seconds until a payment is looked at again, growing with its age: every 30 s in its first
 * 10 minutes, every 2 minutes in its first hour, then every 10 minutes (a gateway page may stay
 * open for hours; YooKassa ends unconfirmed payments itself).
 */
const NEXT_CHECK = sql`case
  when created_at > now() - interval '10 minutes' then interval '30 seconds'
  when created_at > now() - interval '1 hour' then interval '2 minutes'
  else interval '10 minutes' end`;

/**
 * The payments reconciliation looks at: PAYMENTS_TO_RECONCILE (the index's own predicate), and of
 * the cancelled ones only those the gateway has (a gateway id), for 8 days: a gateway ends an
 * authorisation within 7 (YooKassa), so after that nothing is held, and a payment of another
 * gateway is not read forever.
 */
const RECONCILED = sql`(${PAYMENTS_TO_RECONCILE})
  and (state <> 'canceled' or (gateway_payment_id is not null and created_at > now() - interval '8 days'))`;

/**
 * Reconciliation (ADR 0008): repairs what a crash or a lost notification left behind. Claims up to
 * `limit` due payments (`check_after`) among RECONCILED, moving their next check ahead in the same
 * statement (`FOR UPDATE SKIP LOCKED`: processes never take the same one), then for each:
 * - `created` for over ABANDONED_AFTER_SECONDS: the request that stored it died before the gateway
 *   answered, so nobody ever saw its payment page — it becomes `failed` (`shtrafy_abandoned`);
 * - `pending`: read back from the gateway (`syncPayment`), which captures money already authorised,
 *   so a server killed between the gateway's success and our write loses nothing;
 * - `canceled` with the gateway's payment still open: read back the same way, which releases money
 *   the gateway authorised after the person's «Отменить платёж» (a slow bank); once the gateway
 *   says it is over, its status leaves RECONCILED.
 * A gateway that does not answer is tried again at the next check. Returns how many were looked at.
 */
export async function reconcilePendingPayments(db: Db, gateway: PaymentGateway, limit = 20): Promise<number> {
  const claimed = await db.execute(sql`
    update payments set check_after = now() + ${NEXT_CHECK}
    where id in (
      select id from payments
      where ${RECONCILED} and check_after <= now()
      order by check_after limit ${limit}
      for update skip locked)
    returning id, state, extract(epoch from now() - created_at)::int as age`);
  const rows = ((claimed as { rows?: { id: unknown; state: string; age: unknown }[] }).rows ?? []).map((r) => ({
    id: Number(r.id),
    state: r.state,
    age: Number(r.age),
  }));
  for (const row of rows) {
    try {
      if (row.state === 'created') {
        if (row.age >= ABANDONED_AFTER_SECONDS) {
          await applyObservation(db, row.id, { state: 'failed', reason: OWN_REASONS.abandoned }, 'reconcile');
        }
        continue;
      }
      const payment = await paymentById(db, row.id);
      if (payment) await syncPayment(db, gateway, payment, 'reconcile');
    } catch (error) {
      if (!(error instanceof GatewayError && error.retryable))
        logError('payment reconciliation failed', error, { paymentId: row.id });
    }
  }
  return rows.length;
}
