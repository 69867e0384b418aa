import 'server-only';
import { paymentGateway } from '@/lib/server/adapters/payments';
import { addPeriodicJob } from '@/lib/server/jobs/runner';
import { processPaymentNotifications, pruneNotifications } from './notifications';
import { reconcilePendingPayments } from './reconcile';

/** The runner polls once a second (startJobs): notifications every 2 s, reconciliation every 15 s, pruning daily. */
export const PAYMENT_JOB_TICKS = { notifications: 2, reconcile: 15, prune: 86_400 } as const;

let registered = false;

/**
 * Registers the payments' background work with the job runner (lib/server/jobs/runner.ts): the
 * notification inbox, reconciliation of payments still waiting (created or pending) and pruning of
 * old notifications. Each job is a plain function of (db, gateway), claimed row by row with
 * `FOR UPDATE SKIP LOCKED`, so any number of processes may run them. Call once per process where
 * the runner starts; repeated calls do nothing.
 */
export function registerPaymentJobs(): void {
  if (registered) return;
  registered = true;
  addPeriodicJob(PAYMENT_JOB_TICKS.notifications, (db) => processPaymentNotifications(db, paymentGateway()));
  addPeriodicJob(PAYMENT_JOB_TICKS.reconcile, (db) => reconcilePendingPayments(db, paymentGateway()));
  addPeriodicJob(PAYMENT_JOB_TICKS.prune, pruneNotifications);
}
