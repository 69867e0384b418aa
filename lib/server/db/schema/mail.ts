import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every mail the service sends: written here, with its `mail-send` job (ADR 6), in the same
 * transaction as the change that causes it, then delivered by that job — over SMTP, or into the
 * local outbox when no SMTP server is configured — so a crash between the two loses nothing. Once a
 * mail is sent or given up, its bodies and `list_unsubscribe` are emptied (they may hold a sign-in
 * link or another token); the metadata stays for MAIL_METADATA_DAYS (retention job).
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
    /** `queued` until its job delivers it (`sent`) or gives up (`failed`). */
    state: text('state', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    /** The latest delivery error (the relay's text), kept with the metadata. */
    lastError: text('last_error'),
    /** The one-click unsubscribe URL of a notification (`List-Unsubscribe`), emptied with the bodies. */
    listUnsubscribe: text('list_unsubscribe'),
    /** Where it went: `smtp` or `outbox`. */
    transport: text('transport'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * Confirmation of a user's notification address (`users.notify_email`): new-fine mails go to it only
 * once `confirmed_at` is set for that very address. The confirmation link's 256-bit token is stored
 * as SHA-256 and cleared when used; a new address replaces the row.
 */
export const notifyAddresses = pgTable('notify_addresses', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Lower-cased address this row confirms (or waits to confirm). */
  email: text('email').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  tokenHash: text('token_hash').unique(),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-click unsubscribe tokens (RFC 8058), one per notification mail, stored as SHA-256. Using one
 * turns notifications off for `user_id` while its address is still `email`; it may be used again
 * (a second click changes nothing) and needs no session.
 */
export const unsubscribeTokens = pgTable(
  'unsubscribe_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('unsubscribe_tokens_user_idx').on(t.userId)],
);
