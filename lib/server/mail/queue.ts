import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { enqueue } from '@/lib/server/jobs';

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

declare module '@/lib/server/jobs/types' {
  interface JobPayloads {
    /** Delivers the `mail_outbox` row `mailId` (the payload never holds the address or the body). */
    'mail-send': { mailId: number };
  }
}

/** The job type that delivers one mail. */
export const MAIL_JOB = 'mail-send';

// What a sent or abandoned mail keeps: who, what kind, subject and times — never a body or URL that
// may carry a live token, so the database holds no usable link once the mail has left.
const PURGED = { text: '', html: '', listUnsubscribe: null } as const;

/** A mail row of the outbox. */
export type QueuedMail = typeof mailOutbox.$inferSelect;

/**
 * Queues a mail: its `mail_outbox` row and the `mail-send` job that delivers it. Call inside the
 * transaction of the change that causes it (the outbox pattern).
 */
export async function enqueueMail(db: Db, mail: Mail): Promise<void> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  await enqueue(db, MAIL_JOB, { mailId: row!.id });
}

/** The mail `id` while it still waits to be delivered; undefined once sent, given up or deleted. */
export async function queuedMail(db: Db, id: number): Promise<QueuedMail | undefined> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'queued')))
    .limit(1);
  return mail;
}

/** Marks a mail delivered through `transport` and empties its bodies (see PURGED). */
export async function markMailSent(db: Db, id: number, transport: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ state: 'sent', sentAt: sql`now()`, lastError: null, transport, ...PURGED })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed delivery attempt (the relay's message, cut to 500 characters); the job retries it. */
export async function noteMailError(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}

/** Gives a mail up: marked failed with its bodies emptied like a sent mail (its links have expired by then anyway). */
export async function markMailFailed(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ state: 'failed', ...PURGED })
    .where(eq(mailOutbox.id, id));
}
