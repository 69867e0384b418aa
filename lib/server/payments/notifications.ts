import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { GatewayError, type GatewayNotification, type PaymentGateway } from '@/lib/server/adapters/payments/types';
import type { Db } from '@/lib/server/db/client';
import { paymentNotifications } from '@/lib/server/db/schema';
import { enqueue, JobError } from '@/lib/server/jobs';
import { paymentByGatewayId } from './queries';
import { syncPayment } from './sync';

declare module '@/lib/server/jobs/types' {
  interface JobPayloads {
    'payment-notification': { notificationId: number };
  }
}

/**
 * Stores a gateway notification in the inbox, once per (gateway, payment, event) — a second
 * delivery of the same event is dropped here — and queues its `payment-notification` job in the
 * same transaction. Returns the new row's id, or null for a repeated delivery or a payment we never
 * made: the endpoint is open, so a made-up payment id must not cost a row and a job (the gateway's
 * own notifications name payments we created; reconciliation covers any we would miss). The
 * body's status is never kept or trusted: processing reads the payment back from the gateway.
 */
export async function acceptNotification(db: Db, gateway: string, notification: GatewayNotification): Promise<number | null> {
  if (!(await paymentByGatewayId(db, gateway, notification.paymentId))) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentNotifications)
      .values({ gateway, event: notification.event, gatewayPaymentId: notification.paymentId })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    if (!row) return null;
    await enqueue(tx as unknown as Db, 'payment-notification', { notificationId: row.id }, { dedupeKey: `n${row.id}` });
    return row.id;
  });
}

/**
 * Processes one notification of the inbox: its payment is read back from `gateway` and applied
 * (`syncPayment`, which changes nothing the second time); a notification about a payment we do not
 * know is closed without effect. Safe to run twice or at once with another process.
 * @throws GatewayError when the gateway does not answer (the job retries it with backoff);
 *   JobError (permanent) for any other failure.
 */
export async function processNotification(db: Db, gateway: PaymentGateway, notificationId: number): Promise<void> {
  const [row] = await db.select().from(paymentNotifications).where(eq(paymentNotifications.id, notificationId)).limit(1);
  if (!row || row.state !== 'queued') return;
  try {
    const payment = await paymentByGatewayId(db, row.gateway, row.gatewayPaymentId);
    if (payment) await syncPayment(db, gateway, payment, 'notification');
  } catch (error) {
    if (error instanceof GatewayError && error.retryable) throw error;
    throw new JobError(error instanceof Error ? error.message.slice(0, 300) : 'notification failed', false);
  }
  await db
    .update(paymentNotifications)
    .set({ state: 'done', processedAt: sql`now()`, lastError: null })
    .where(eq(paymentNotifications.id, notificationId));
}

/** Marks a notification given up (its job's attempts are used up); reconciliation still covers its payment. */
export async function failNotification(db: Db, notificationId: number, error: string): Promise<void> {
  await db
    .update(paymentNotifications)
    .set({ state: 'failed', processedAt: sql`now()`, lastError: error.slice(0, 300) })
    .where(eq(paymentNotifications.id, notificationId));
}
