import {
  bigint,
  bigserial,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PayeeDto } from '@/lib/contract/fines';
import { users } from './accounts';
import { documents } from './documents';

/** Payee requisites as stored (the wire shape of the API). */
export type PayeeJson = PayeeDto;

/**
 * Charges found in ГИС ГМП for a user's documents: traffic fines (`fine`), tax debts (`tax`)
 * and bailiff orders (`order`, ФССП). One row per user and УИН; a charge found through several
 * documents (СТС and ВУ of the same car) is one row with several sources. Paid charges are kept
 * so the history does not vanish. Amounts in kopeks; dates Europe/Moscow.
 */
export const charges = pgTable(
  'charges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['fine', 'tax', 'order'] }).notNull(),
    uin: text('uin').notNull(),
    status: text('status').notNull(),
    billDate: date('bill_date').notNull(),
    ordinanceNumber: text('ordinance_number').notNull(),
    amountKopeks: bigint('amount_kopeks', { mode: 'number' }).notNull(),
    purpose: text('purpose').notNull(),
    kbk: text('kbk').notNull(),
    oktmo: text('oktmo').notNull(),
    payee: jsonb('payee').$type<PayeeJson>().notNull(),
    discountPercent: smallint('discount_percent'),
    discountUntil: date('discount_until'),
    article: text('article'),
    articleText: text('article_text'),
    offenceAt: timestamp('offence_at', { withTimezone: true }),
    place: text('place'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    department: text('department'),
    photoUrls: jsonb('photo_urls').$type<string[]>().notNull().default([]),
    /** Fines: УИН of the bailiff order that replaced this fine. Orders: УИН of the fine replaced. */
    relatedUin: text('related_uin'),
    caseNumber: text('case_number'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the owner was told about this charge by e-mail (new-fine notifications). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('charges_user_uin_uq').on(t.userId, t.uin), index('charges_user_kind_idx').on(t.userId, t.kind)],
);

/** Which of the user's documents found a charge. */
export const chargeSources = pgTable(
  'charge_sources',
  {
    chargeId: bigint('charge_id', { mode: 'number' })
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.chargeId, t.documentId] }), index('charge_sources_document_idx').on(t.documentId)],
);
