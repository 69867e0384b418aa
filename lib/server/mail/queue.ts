import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';

/** A mail to send: Russian, with a plain-text and an HTML body. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What it is about (`signin`, `reset`, `new-fine`, …). */
  kind: string;
  /** Notifications: the one-click unsubscribe URL for the `List-Unsubscribe` header (RFC 8058). */
  listUnsubscribe?: string | null;
}

// What a sent or abandoned mail keeps: who, what kind, subject and times — never a body or URL that
// may carry a live token, so the database holds no usable link once the mail has left.
const PURGED = { text: '', html: '', listUnsubscribe: null } as const;

/** A claimed mail. */
export type QueuedMail = typeof mailOutbox.$inferSelect;

const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 60;

/** Queues a mail; call inside the transaction of the change that causes it. */
export async function enqueueMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}

/** Claims due mails with `FOR UPDATE SKIP LOCKED` (safe across processes). */
export async function claimMails(db: Db, limit: number): Promise<QueuedMail[]> {
  const ids = await db.execute(sql`
    update mail_outbox set state = 'sending', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from mail_outbox
      where (state = 'queued' and run_after <= now()) or (state = 'sending' and locked_until < now())
      order by id limit ${limit}
      for update skip locked)
    returning id`);
  const list = ((ids as { rows?: { id: unknown }[] }).rows ?? []).map((r) => Number(r.id));
  if (list.length === 0) return [];
  return db.select().from(mailOutbox).where(inArray(mailOutbox.id, list));
}

/** Marks a mail delivered through `transport` and empties its bodies (see PURGED). */
export async function markMailSent(db: Db, id: number, transport: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ state: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null, transport, ...PURGED })
    .where(eq(mailOutbox.id, id));
}

/**
 * Retries with exponential backoff (10 s, 20 s, … up to ~20 min); gives up after 8 attempts and then
 * empties the bodies like a sent mail (its links have expired by then anyway).
 */
export async function markMailFailed(db: Db, mail: QueuedMail, error: string): Promise<void> {
  const giveUp = mail.attempts >= MAX_ATTEMPTS;
  const backoff = Math.min(1200, 10 * 2 ** (mail.attempts - 1));
  await db
    .update(mailOutbox)
    .set({
      state: giveUp ? 'failed' : 'queued',
      lockedUntil: null,
      lastError: error.slice(0, 500),
      runAfter: sql`now() + make_interval(secs => ${backoff})`,
      ...(giveUp && PURGED),
    })
    .where(eq(mailOutbox.id, mail.id));
}
