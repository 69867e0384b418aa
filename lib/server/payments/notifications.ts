import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { GatewayError, type GatewayNotification, type PaymentGateway } from '@/lib/server/adapters/payments/types';
import type { Db } from '@/lib/server/db/client';
import { paymentNotifications } from '@/lib/server/db/schema';
import { logError } from '@/lib/server/http/log';
import { paymentByGatewayId } from './queries';
import { syncPayment } from './sync';

const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 10;

/**
 * Stores a gateway notification in the inbox, once per (gateway, payment, event): a second delivery
 * of the same event is dropped here. Returns true when it was new. The body's status is never kept
 * or trusted — processing reads the payment back from the gateway.
 */
export async function acceptNotification(db: Db, gateway: string, notification: GatewayNotification): Promise<boolean> {
  const inserted = await db
    .insert(paymentNotifications)
    .values({ gateway, event: notification.event, gatewayPaymentId: notification.paymentId })
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.id });
  return inserted.length > 0;
}

/**
 * Processes due notifications of `gateway` from the inbox (a durable queue claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so several processes share it and a crash loses nothing):
 * each one's payment is read back and applied (`syncPayment`). Notifications about payments we do
 * not know are closed without effect. A gateway that does not answer is retried with backoff
 * (10 s doubling, up to 10 tries; reconciliation covers the payment after that). Returns how many
 * were handled.
 */
export async function processPaymentNotifications(db: Db, gateway: PaymentGateway, limit = 20): Promise<number> {
  const claimed = await db.execute(sql`
    update payment_notifications set state = 'running', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from payment_notifications
      where gateway = ${gateway.name}
        and ((state = 'queued' and run_after <= now()) or (state = 'running' and locked_until < now()))
      order by id limit ${limit}
      for update skip locked)
    returning id, gateway_payment_id, attempts`);
  const rows = (claimed as { rows?: { id: unknown; gateway_payment_id: string; attempts: unknown }[] }).rows ?? [];
  for (const row of rows) {
    const id = Number(row.id);
    try {
      const payment = await paymentByGatewayId(db, gateway.name, row.gateway_payment_id);
      if (payment) await syncPayment(db, gateway, payment, 'notification');
      await db
        .update(paymentNotifications)
        .set({ state: 'done', processedAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(paymentNotifications.id, id));
    } catch (error) {
      const attempts = Number(row.attempts);
      const giveUp = attempts >= MAX_ATTEMPTS || !(error instanceof GatewayError && error.retryable);
      if (giveUp) logError('payment notification not processed', error, { notificationId: id });
      await db
        .update(paymentNotifications)
        .set({
          state: giveUp ? 'failed' : 'queued',
          lockedUntil: null,
          lastError: (error as Error).message.slice(0, 300),
          runAfter: sql`now() + make_interval(secs => ${Math.min(3600, 10 * 2 ** (attempts - 1))})`,
        })
        .where(eq(paymentNotifications.id, id));
    }
  }
  return rows.length;
}

/** Removes processed notifications older than 30 days (their effect is in the payments and the ledger). */
export async function pruneNotifications(db: Db): Promise<void> {
  await db
    .delete(paymentNotifications)
    .where(
      sql`${inArray(paymentNotifications.state, ['done', 'failed'])} and ${paymentNotifications.receivedAt} < now() - interval '30 days'`,
    );
}
