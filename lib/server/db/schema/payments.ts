import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_STATES } from '@/lib/domain/payment-state';
import { users } from './accounts';
import { charges } from './charges';
import { organizations } from './organizations';

/**
 * The payments reconciliation may have to read back (lib/server/payments/reconcile.ts): open ones,
 * and ones the person cancelled while the gateway still had them open — the bank still processing
 * the card (`pending`), or the money authorised (`waiting_for_capture`) — whose hold must be
 * released. The predicate of `payments_reconcile_idx`, and the start of reconciliation's query, so
 * the index always serves it.
 */
export const PAYMENTS_TO_RECONCILE = sql`state in ('created', 'pending') or (state = 'canceled' and gateway_status in ('pending', 'waiting_for_capture'))`;

/**
 * Payments of charges through a card gateway (ADR 0008). A row is written with its idempotence key
 * in state `created` before the gateway is called, so an attempt is never lost. Amounts in kopeks:
 * `amount_kopeks` the charges (discounts applied on the day of payment, Moscow), `fee_kopeks` the
 * service fee (spec §9, per charge), `total_kopeks` what the card is charged. State machine:
 * lib/domain/payment-state.ts.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Set when the member `user_id` pays the charges of this organization (a fleet's bulk payment).
     * Deleting the organization leaves its payments to the member who made them (the money record stays).
     */
    organizationId: bigint('organization_id', { mode: 'number' }).references(() => organizations.id, { onDelete: 'set null' }),
    state: text('state', { enum: PAYMENT_STATES }).notNull().default('created'),
    /** `sandbox` (the built-in acquirer) or `yookassa`. */
    gateway: text('gateway').notNull(),
    /** Sent as `Idempotence-Key` when the gateway payment is created (UUID v4). */
    idempotenceKey: text('idempotence_key').notNull().unique(),
    /** The client's key for one press of «Оплатить» (a double click sends it twice). */
    attemptKey: text('attempt_key').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    /** The gateway's last reported status (`pending`, `waiting_for_capture`, …), for people reading the table. */
    gatewayStatus: text('gateway_status'),
    /** Where the person pays (the gateway's page). */
    confirmationUrl: text('confirmation_url'),
    amountKopeks: bigint('amount_kopeks', { mode: 'number' }).notNull(),
    feeKopeks: bigint('fee_kopeks', { mode: 'number' }).notNull(),
    totalKopeks: bigint('total_kopeks', { mode: 'number' }).notNull(),
    /** Where the receipt goes. */
    receiptEmail: text('receipt_email').notNull(),
    /** Why it was canceled or failed: a gateway `cancellation_details.reason` or one of ours (payment-reasons.ts). */
    reason: text('reason'),
    /** The person confirmed paying a charge already paid through us. */
    repeatConfirmed: boolean('repeat_confirmed').notNull().default(false),
    /** Moscow day the amounts were computed for (decides the discount). */
    pricedOn: date('priced_on').notNull(),
    /** When the state was last read back from the gateway, and when reconciliation should look next. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkAfter: timestamp('check_after', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the state became succeeded, canceled, failed or refunded. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_user_attempt_uq').on(t.userId, t.attemptKey),
    uniqueIndex('payments_gateway_payment_uq').on(t.gateway, t.gatewayPaymentId),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_reconcile_idx').on(t.checkAfter).where(PAYMENTS_TO_RECONCILE),
  ],
);

/**
 * The charges one payment pays, with the amounts as priced. A copy of what the charge was (УИН,
 * kind, title) stays even if the charge row goes away, so the history never loses a line.
 * `active` is true while the payment is `created` or `pending`: the partial unique index lets one
 * active payment of a person hold a УИН at a time, across tabs and processes (other accounts'
 * payments of the same УИН are settled at capture, lib/server/payments/capture-claim.ts).
 */
export const paymentItems = pgTable(
  'payment_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chargeId: bigint('charge_id', { mode: 'number' }).references(() => charges.id, { onDelete: 'set null' }),
    uin: text('uin').notNull(),
    kind: text('kind', { enum: ['fine', 'tax', 'order'] }).notNull(),
    /** What it is for, as the card showed it (`КоАП 12.9 ч.2`, a tax's purpose, a ФССП case). */
    title: text('title').notNull(),
    billDate: date('bill_date').notNull(),
    fullAmountKopeks: bigint('full_amount_kopeks', { mode: 'number' }).notNull(),
    amountKopeks: bigint('amount_kopeks', { mode: 'number' }).notNull(),
    discountPercent: smallint('discount_percent'),
    feeKopeks: bigint('fee_kopeks', { mode: 'number' }).notNull(),
    active: boolean('active'),
  },
  (t) => [
    index('payment_items_payment_idx').on(t.paymentId),
    // «Paid through us already?» is asked of a УИН, whoever paid it (lib/server/payments/queries.ts).
    index('payment_items_uin_idx').on(t.uin),
    // One payment in progress per УИН and payer (two tabs, a double click, two processes). Other
    // accounts holding the same fine (one СТС in two accounts, two accountants of one organization)
    // may start their own: the first captured after its money was authorised is taken, and the
    // others are released before any money is taken (lib/server/payments/capture-claim.ts, ADR 8), so a
    // stranger who knows a УИН cannot keep its owners from paying it.
    uniqueIndex('payment_items_active_user_uin_uq')
      .on(t.userId, t.uin)
      .where(sql`active`),
  ],
);

/**
 * The ledger: one row per state change of a payment, written in the same transaction as the change
 * and its effect on the charges. `amount_kopeks` is the money moved: +total when it succeeded,
 * −total when refunded, 0 otherwise. The unique (payment, to_state) pair makes every transition
 * happen once, whichever process or notification applies it.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    fromState: text('from_state', { enum: PAYMENT_STATES }),
    toState: text('to_state', { enum: PAYMENT_STATES }).notNull(),
    amountKopeks: bigint('amount_kopeks', { mode: 'number' }).notNull().default(0),
    /** Who moved it: `create`, `status` (read on the wait page), `notification`, `reconcile`, `user`, `refund`. */
    source: text('source').notNull(),
    gatewayStatus: text('gateway_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_ledger_transition_uq').on(t.paymentId, t.toState)],
);

/**
 * The inbox of gateway notifications (webhooks): a notification is stored once per (gateway,
 * payment, event) — a second delivery is dropped by the unique index — and processed by a
 * `payment-notification` job (ADR 6) that reads the payment back from the gateway: its body is
 * never trusted. The row keeps what was received and what became of it.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gateway: text('gateway').notNull(),
    event: text('event').notNull(),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    state: text('state', { enum: ['queued', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    lastError: text('last_error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_notifications_uq').on(t.gateway, t.gatewayPaymentId, t.event)],
);
