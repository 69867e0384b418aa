import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox acquirer's own books («Тестовая оплата», ADR 0008): it stands in for a card
 * gateway and keeps its payments apart from ours, as a real gateway would, speaking the same
 * statuses as YooKassa API v3. No card number is stored, only its last four digits.
 */
export const sandboxAcquirerPayments = pgTable('sandbox_acquirer_payments', {
  /** Random UUID: the payment page's address, unguessable like a real gateway's. */
  id: text('id').primaryKey(),
  /** The merchant's `Idempotence-Key` of the create request. */
  idempotenceKey: text('idempotence_key').notNull().unique(),
  amountKopeks: bigint('amount_kopeks', { mode: 'number' }).notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  status: text('status', { enum: ['pending', 'waiting_for_capture', 'succeeded', 'canceled'] })
    .notNull()
    .default('pending'),
  /** Where the card step is: `card` (enter a card), `3ds` (enter the code), `processing`, `done`. */
  step: text('step', { enum: ['card', '3ds', 'processing', 'done'] })
    .notNull()
    .default('card'),
  cardLast4: text('card_last4'),
  /** The test card's number, to decide its outcome after 3-D Secure. */
  cardNumber: text('card_number'),
  threeDsFailures: integer('three_ds_failures').notNull().default(0),
  /** A slow card's bank answers at this moment. */
  processingUntil: timestamp('processing_until', { withTimezone: true }),
  cancellationParty: text('cancellation_party'),
  cancellationReason: text('cancellation_reason'),
  refundedKopeks: bigint('refunded_kopeks', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  capturedAt: timestamp('captured_at', { withTimezone: true }),
});

/** Refunds of the sandbox acquirer, one per merchant `Idempotence-Key`. */
export const sandboxAcquirerRefunds = pgTable('sandbox_acquirer_refunds', {
  id: text('id').primaryKey(),
  idempotenceKey: text('idempotence_key').notNull().unique(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => sandboxAcquirerPayments.id, { onDelete: 'cascade' }),
  amountKopeks: bigint('amount_kopeks', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
