import {
  bigint,
  bigserial,
  check,
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
import { sql } from 'drizzle-orm';
import type { PayeeDto } from '@/lib/contract/fines';
import { users } from './accounts';
import { documents } from './documents';
import { organizations } from './organizations';

/** Payee requisites as stored (the wire shape of the API). */
export type PayeeJson = PayeeDto;

/**
 * Charges found in ГИС ГМП for a user's documents: traffic fines (`fine`), tax debts (`tax`)
 * and bailiff orders (`order`, ФССП). One row per user and УИН; a charge found through several
 * documents (СТС and ВУ of the same car) is one row with several sources. Paid charges are kept
 * so the history does not vanish. Amounts in kopeks; dates Europe/Moscow. A charge belongs either
 * to a user (`user_id`) or to an organization (`organization_id`, charges addressed to a legal
 * entity's ИНН), never both: the owner scope of every query (lib/server/owner-scope.ts).
 */
export const charges = pgTable(
  'charges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    organizationId: bigint('organization_id', { mode: 'number' }).references(() => organizations.id, { onDelete: 'cascade' }),
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
    /** The vehicle as the charge names it: plate with region (`А123ВС77`) and СТС; null when it names none. */
    vehiclePlate: text('vehicle_plate'),
    vehicleSts: text('vehicle_sts'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the owner was told about this charge by e-mail (new-fine notifications). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The list tab the charge is shown in, kept by the database from `kind`, `status` and
     * `related_uin` (lib/domain/fine-status.ts `listTabOf` is the same rule): `orders` for bailiff
     * orders; `paid` for paid or closed charges no order replaced; null for the rest of the paid
     * group and `moved-to-order` (shown through their order); `unpaid` otherwise — unknown statuses
     * included, so a charge the product cannot name is still shown (spec §8).
     */
    listTab: text('list_tab', { enum: ['unpaid', 'paid', 'orders'] }).generatedAlwaysAs(sql`case
      when kind = 'order' then 'orders'
      when status in ('paid', 'closed') then case when related_uin is null then 'paid' end
      when status = 'moved-to-order' then null
      else 'unpaid' end`),
  },
  (t) => [
    check('charges_one_owner', sql`num_nonnulls(${t.userId}, ${t.organizationId}) = 1`),
    uniqueIndex('charges_user_uin_uq').on(t.userId, t.uin),
    uniqueIndex('charges_org_uin_uq')
      .on(t.organizationId, t.uin)
      .where(sql`organization_id is not null`),
    // An organization's list: the same keyset as a user's, newest first, and by amount.
    index('charges_org_list_idx')
      .on(t.organizationId, t.listTab, t.billDate, t.id)
      .where(sql`organization_id is not null`),
    index('charges_org_amount_idx')
      .on(t.organizationId, t.listTab, t.amountKopeks, t.id)
      .where(sql`organization_id is not null`),
    // A fleet's unpaid totals read only this index (an index-only scan of what paying costs today).
    index('charges_org_unpaid_idx')
      .on(t.organizationId, t.billDate, t.amountKopeks, t.discountPercent, t.discountUntil)
      .where(sql`organization_id is not null and list_tab = 'unpaid' and status = 'notpaid'`),
    // A fleet's filter by КоАП article (and its counts) reads that article's charges only.
    index('charges_org_article_idx')
      .on(t.organizationId, t.article, t.billDate)
      .where(sql`organization_id is not null`),
    // A fleet's filter by vehicle reads one vehicle's charges, newest first.
    index('charges_org_vehicle_idx')
      .on(t.organizationId, t.vehiclePlate, t.billDate, t.id)
      .where(sql`organization_id is not null`),
    index('charges_user_kind_idx').on(t.userId, t.kind),
    // Charges paid through us and awaiting ГИС ГМП (few at any time): the lists' summary counts them
    // per owner without scanning the unpaid tab (lib/server/fines/list-queries.ts).
    index('charges_awaiting_user_idx')
      .on(t.userId)
      .where(sql`status = 'in_progress' and user_id is not null`),
    index('charges_awaiting_org_idx')
      .on(t.organizationId)
      .where(sql`status = 'in_progress' and organization_id is not null`),
    // A payment's success or refund changes the charge of its УИН for every owner (ADR 8): the same
    // fine reaches each account holding the car's СТС and the organization's list.
    index('charges_uin_idx').on(t.uin),
    // One list page is a range of this index read backwards (newest first): owner, tab, then the
    // keyset (bill_date, id) of the cursor. Tab counts are an index-only scan of its first columns.
    index('charges_list_idx').on(t.userId, t.listTab, t.billDate, t.id),
    // Tax charges are a few among thousands of fines: the taxes list gets its own small index.
    index('charges_list_tax_idx')
      .on(t.userId, t.listTab, t.billDate, t.id)
      .where(sql`kind = 'tax'`),
  ],
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
