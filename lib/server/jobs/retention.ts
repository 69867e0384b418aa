import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { logInfo } from '@/lib/server/http/log';
import { registerJob, registerSchedule } from './registry';
import { rowsOf } from './queue';

declare module '@/lib/server/jobs/types' {
  interface JobPayloads {
    retention: Record<string, never>;
  }
}

/** How long each kind of record is kept after it stops being useful, days (ADR 6 «Retention»). */
export const RETENTION_DAYS = {
  /** Who a mail went to, its kind, subject and times (the bodies are emptied once it is sent). */
  mailMetadata: 30,
  /** Sign-ins that ended (revoked or expired), for the account's history. */
  endedCredentials: 30,
  /** Mailed links after they expired. */
  expiredTokens: 1,
  /** Rate-limit counters after their window (no rule's window is longer than a day). */
  rateLimitWindows: 2,
  /** Usage events (screen views and goals). */
  usageEvents: 180,
  /** Jobs that finished; failed ones are kept longer for diagnosis. */
  doneJobs: 1,
  failedJobs: 30,
  /** Unsubscribe links of notifications. */
  unsubscribeTokens: 180,
  /** An account nobody can sign in to any more is deleted this long after its last way in closed. */
  unreachableAccounts: 1,
} as const;

const BATCH = 1000;

/**
 * One retention rule: a statement deleting at most `limit` rows (a batch, so no delete holds locks
 * for long) and returning one row per deleted row.
 */
type Rule = (limit: number) => SQL;

const days = (n: number) => sql`now() - make_interval(days => ${n})`;

/** What each rule deletes, and why it is dead (ADR 6). */
export const RETENTION_RULES: Record<string, Rule> = {
  // Sent or given-up mails: their bodies are already empty; the metadata goes after a month.
  mailOutbox: (limit) => sql`
    delete from mail_outbox where id in (
      select id from mail_outbox where state <> 'queued' and created_at < ${days(RETENTION_DAYS.mailMetadata)}
      order by id limit ${limit})
    returning id`,
  // Sign-in, reset and confirmation links: useless once expired.
  authTokens: (limit) => sql`
    delete from auth_tokens where id in (
      select id from auth_tokens where expires_at < ${days(RETENTION_DAYS.expiredTokens)} limit ${limit})
    returning id`,
  // Sign-ins that ended: revoked (sign-out, password change) or expired by SESSION_IDLE_DAYS.
  credentials: (limit) => sql`
    delete from credentials where id in (
      select id from credentials
      where revoked_at < ${days(RETENTION_DAYS.endedCredentials)} or expires_at < ${days(RETENTION_DAYS.endedCredentials)}
      limit ${limit})
    returning id`,
  // Extension hand-overs: single use and valid for minutes; spent or expired ones are dead.
  extensionHandovers: (limit) => sql`
    delete from extension_handovers where id in (
      select id from extension_handovers where expires_at < ${days(RETENTION_DAYS.expiredTokens)} limit ${limit})
    returning id`,
  // Gateway notifications: their effect is in the payments and the ledger; the record goes after a month.
  paymentNotifications: (limit) => sql`
    delete from payment_notifications where id in (
      select id from payment_notifications where state <> 'queued' and received_at < ${days(RETENTION_DAYS.mailMetadata)}
      limit ${limit})
    returning id`,
  rateLimits: (limit) => sql`
    delete from rate_limits where key in (
      select key from rate_limits where window_start < ${days(RETENTION_DAYS.rateLimitWindows)} limit ${limit})
    returning key`,
  // Oldest first by id (ids grow with time), so a table without old rows costs one index probe.
  usageEvents: (limit) => sql`
    delete from usage_events where id in (
      select id from (select id, created_at from usage_events order by id limit ${limit}) oldest
      where created_at < ${days(RETENTION_DAYS.usageEvents)})
    returning id`,
  jobs: (limit) => sql`
    delete from jobs where id in (
      select id from jobs
      where (state = 'done' and finished_at < ${days(RETENTION_DAYS.doneJobs)})
         or (state = 'failed' and finished_at < ${days(RETENTION_DAYS.failedJobs)})
      limit ${limit})
    returning id`,
  // A notification address row is dead when it confirms an address the user no longer has, or its
  // confirmation link expired unused (the profile then offers to send a new one).
  notifyAddresses: (limit) => sql`
    delete from notify_addresses where user_id in (
      select n.user_id from notify_addresses n join users u on u.id = n.user_id
      where u.notify_email is distinct from n.email
         or (n.confirmed_at is null and n.token_expires_at < ${days(RETENTION_DAYS.expiredTokens)})
      limit ${limit})
    returning user_id`,
  // An unsubscribe link acts only while the user's address is the one its mail went to; links of
  // old mails expire after half a year (notifications can still be turned off on /profile).
  unsubscribeTokens: (limit) => sql`
    delete from unsubscribe_tokens where id in (
      select t.id from unsubscribe_tokens t join users u on u.id = t.user_id
      where u.notify_email is distinct from t.email or t.created_at < ${days(RETENTION_DAYS.unsubscribeTokens)}
      limit ${limit})
    returning id`,
  // An account without a verified e-mail is reached only through a live sign-in or an unexpired
  // mailed link. With none left — a sign-in link requested for a new address and never followed, an
  // anonymous account unused for SESSION_IDLE_DAYS — nobody can ever open it again: it is deleted
  // with its documents and charges (ADR 6). Not one that paid through us: its payments, their lines
  // and ledger are the record of money taken (a refund, a dispute, the bookkeeping need them).
  unreachableAccounts: (limit) => sql`
    delete from users where id in (
      select u.id from users u
      where u.email is null and u.created_at < ${days(RETENTION_DAYS.unreachableAccounts)}
        and not exists (select 1 from payments p where p.user_id = u.id)
        and not exists (
          select 1 from credentials c where c.user_id = u.id and c.revoked_at is null and c.expires_at > now())
        and not exists (
          select 1 from auth_tokens t where t.user_id = u.id and t.used_at is null
            and t.expires_at > ${days(RETENTION_DAYS.unreachableAccounts)})
      limit ${limit})
    returning id`,
};

/**
 * Deletes what no one needs any more (RETENTION_RULES), in batches. Returns how many rows each rule
 * deleted. Run by the `retention` job (daily); safe to run at any time and from several processes.
 */
export async function pruneExpiredData(db: Db, batch = BATCH): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const [name, rule] of Object.entries(RETENTION_RULES)) {
    deleted[name] = 0;
    for (;;) {
      const n = rowsOf(await db.execute(rule(batch))).length;
      deleted[name] += n;
      if (n < batch) break;
    }
  }
  return deleted;
}

/** How often retention runs: daily. */
export const RETENTION_EVERY_SECONDS = 24 * 3600;

/** Registers the `retention` job and its daily schedule in this process. */
export function registerRetentionJob(): void {
  registerJob(
    'retention',
    async ({ db }) => {
      const deleted = await pruneExpiredData(db);
      // One text of counts: keys such as `authTokens` would be taken for secrets and redacted.
      logInfo('retention', {
        deletedRows: Object.entries(deleted)
          .map(([what, rows]) => `${what}=${rows}`)
          .join(' '),
      });
    },
    { maxAttempts: 3, leaseSeconds: 60 },
  );
  registerSchedule('retention', RETENTION_EVERY_SECONDS, 'retention', {});
}
