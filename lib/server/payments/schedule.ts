import 'server-only';
import { paymentGateway } from '@/lib/server/adapters/payments';
import { registerJob, registerSchedule } from '@/lib/server/jobs';
import { failNotification, processNotification } from './notifications';
import { reconcilePendingPayments } from './reconcile';

declare module '@/lib/server/jobs/types' {
  interface JobPayloads {
    'payments-reconcile': Record<string, never>;
  }
}

/** How often reconciliation looks for payments due a check (each payment sets its own next check). */
export const RECONCILE_EVERY_SECONDS = 15;

/**
 * Registers the payments' background work with the jobs module (ADR 6, ADR 8):
 * - `payment-notification`: one gateway notification of the inbox, read back from the gateway;
 *   a gateway that does not answer is retried with backoff (10 s doubling, 10 attempts), then the
 *   notification is marked failed and reconciliation covers its payment;
 * - `payments-reconcile`: every 15 s, once across processes, the payments still `created` or
 *   `pending` whose check is due (`reconcilePendingPayments`).
 * Processed notifications are pruned by the retention job. Called by `registerAllJobs`.
 */
export function registerPaymentJobs(): void {
  registerJob('payment-notification', ({ db, payload }) => processNotification(db, paymentGateway(), payload.notificationId), {
    maxAttempts: 10,
    backoff: { baseSeconds: 10, factor: 2, maxSeconds: 3600 },
    leaseSeconds: 60,
    concurrency: 2,
    onFailed: ({ db, payload, error }) => failNotification(db, payload.notificationId, error),
  });
  registerJob(
    'payments-reconcile',
    async ({ db }) => {
      await reconcilePendingPayments(db, paymentGateway());
    },
    { maxAttempts: 1, leaseSeconds: 120 },
  );
  registerSchedule('payments-reconcile', RECONCILE_EVERY_SECONDS, 'payments-reconcile', {});
}
