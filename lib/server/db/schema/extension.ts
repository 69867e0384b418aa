import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { credentials, users } from './accounts';

/**
 * One-time hand-overs of a sign-in from the site to the browser extension
 * (docs/decisions/0009-extension-hand-over.md). The signed-in site asks for one; the extension
 * exchanges it once, within minutes, for a sign-in of its own (platform `chromeExtension`). Only
 * a SHA-256 of the 256-bit token is stored, and the token is bound to the extension's id and to
 * the S256 challenge of a verifier only that extension holds (RFC 7636).
 */
export const extensionHandovers = pgTable(
  'extension_handovers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The site's sign-in that confirmed the hand-over: it must still be live at the exchange. */
    issuerCredentialId: bigint('issuer_credential_id', { mode: 'number' })
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    /** The Chrome extension id (32 letters a–p) the token may be exchanged by. */
    extensionId: text('extension_id').notNull(),
    /** base64url(SHA-256(verifier)): the extension proves it started this hand-over. */
    challenge: text('challenge').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('extension_handovers_user_idx').on(t.userId)],
);
