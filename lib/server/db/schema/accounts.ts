import { bigserial, bigint, boolean, date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A browser or extension install that asked for a clientId (`GET /105/api/client`). */
export const clients = pgTable('clients', {
  id: uuid('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person (type 1) or a legal entity (type 3). Anonymous users have no e-mail. `email` is the
 * sign-in identity and holds only an address whose owner followed a link sent to it; a claimed
 * but unproven address waits in `pendingEmail` (docs/decisions/0005-verified-addresses.md).
 * Registering keeps the same row, so documents and fines stay with it.
 */
export const users = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
  channel: text('channel').notNull().default('web'),
  type: smallint('type').notNull().default(1),
  /** The verified sign-in e-mail (lower-cased), or null. */
  email: text('email').unique(),
  /** An address claimed by registration or e-mail change, not yet proven; never a sign-in identity. */
  pendingEmail: text('pending_email'),
  passwordHash: text('password_hash'),
  gender: text('gender').notNull().default('m'),
  /** Full name as the person typed it (normalized to Cyrillic letters and spaces). */
  fullName: text('full_name'),
  /** Date of birth (optional; payer forms ask for it), `YYYY-MM-DD`. */
  birthDate: date('birth_date'),
  /** Where new-fine notifications go (may differ from the sign-in e-mail), and whether to send them. */
  notifyEmail: text('notify_email'),
  doNotify: boolean('do_notify').notNull().default(false),
  /** Sign-in links and reset tokens issued before this moment are void. */
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use secrets sent by e-mail: sign-in links (`signin`, ≤ 15 min), password resets
 * (`reset`, ≤ 1 h) and address confirmations (`verify`, ≤ 24 h). Only a SHA-256 of the 256-bit
 * token is stored.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['signin', 'reset', 'verify', 'change'] }).notNull(),
    /**
     * The address the token was mailed to: following the link proves control of it. For `change`
     * (mailed to the account's current e-mail), the new address the link consents to.
     */
    email: text('email'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId), index('auth_tokens_email_idx').on(t.email)],
);

/**
 * One sign-in: the salt handed to a client (encrypted at rest with APP_SECRET). The client's
 * `session` is a hash of a fixed secret, its `rand`, the userId and this salt (spec §3).
 * Revoking or letting it expire ends every session computed from it.
 */
export const credentials = pgTable(
  'credentials',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    saltEnc: text('salt_enc').notNull(),
    platform: text('platform').notNull().default('web'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('credentials_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every app process (sign-in and mail rate limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
