import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The durable mail queue (ARCHITECTURE.md §4): a mail is written here in the same transaction as
 * the change that causes it, then sent by the worker — over SMTP, or into the local outbox when
 * no SMTP server is configured — so a crash between the two loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the mail is about (`signin`, `reset`, `new-fine`…), for logs and the local outbox page. */
    kind: text('kind').notNull(),
    state: text('state', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Where it went: `smtp` or `outbox`. */
    transport: text('transport'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_claim_idx').on(t.state, t.runAfter)],
);
