import 'server-only';
import { registerLookupJob } from '@/lib/server/fines/worker';
import { registerMailJob } from '@/lib/server/mail/worker';
import { registerNotificationJobs } from '@/lib/server/notifications/register';
import { registerOrganizationLookupJob } from '@/lib/server/organizations/lookup-job';
import { registerPaymentJobs } from '@/lib/server/payments/schedule';
import { registerUsageJobs } from '@/lib/server/tracking/register';
import { env } from '@/lib/env';
import { registerDbMaintenanceJob } from './db-maintenance';
import { registerRetentionJob } from './retention';

/**
 * Registers every job type and schedule of the service in this process (ADR 6). A new area adds
 * its `register…Job()` here; the worker (instrumentation.ts) and tests call this before running jobs.
 */
export function registerAllJobs(): void {
  registerLookupJob();
  registerMailJob();
  registerNotificationJobs();
  registerOrganizationLookupJob();
  registerPaymentJobs();
  registerUsageJobs();
  registerRetentionJob();
  // The embedded database has no autovacuum; a PostgreSQL server runs its own.
  if (!env().DATABASE_URL) registerDbMaintenanceJob();
}
