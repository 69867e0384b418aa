import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { sandboxAcquirerPayments, sandboxAcquirerRefunds } from '@/lib/server/db/schema';
import { parseYooKassaNotification } from '../yookassa/notification';
import {
  GatewayError,
  type CreatePaymentRequest,
  type GatewayNotification,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from '../types';

type Row = typeof sandboxAcquirerPayments.$inferSelect;

/** A sandbox payment page nobody finishes expires after this long (`expired_on_confirmation`), seconds. */
export const SANDBOX_PAGE_EXPIRES_SECONDS = 3600;

/** The sandbox payment page of a payment: on our own site, so it works on any host the site is opened at. */
export const sandboxPaymentPagePath = (id: string): string => `/sandbox-acquirer/${id}`;

function toPayment(row: Row): GatewayPayment {
  return {
    id: row.id,
    status: row.status,
    amountKopeks: row.amountKopeks,
    refundedKopeks: row.refundedKopeks,
    confirmationUrl: row.status === 'pending' ? sandboxPaymentPagePath(row.id) : null,
    cancellation: row.cancellationReason
      ? { party: row.cancellationParty ?? 'payment_network', reason: row.cancellationReason }
      : null,
    metadata: row.metadata,
  };
}

/**
 * The built-in sandbox acquirer («Тестовая оплата»; ADR 0008): a card gateway that takes no money,
 * kept in its own tables and speaking YooKassa's statuses and rules — the same `Idempotence-Key`
 * gives the same payment; only a `waiting_for_capture` payment can be captured or cancelled; only a
 * succeeded one refunded. The person pays on its page (`/sandbox-acquirer/{id}`: card, 3-D Secure;
 * sandbox/checkout.ts). A slow test card's bank answers at `processing_until`, and a page left
 * unfinished for an hour expires: the payment moves on when it is next read.
 */
export class SandboxAcquirer implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly sandbox = true;

  constructor(private readonly getDb: () => Promise<Db>) {}

  async createPayment(request: CreatePaymentRequest): Promise<GatewayPayment> {
    const db = await this.getDb();
    await db
      .insert(sandboxAcquirerPayments)
      .values({
        id: randomUUID(),
        idempotenceKey: request.idempotenceKey,
        amountKopeks: request.amountKopeks,
        description: request.description.slice(0, 128),
        returnUrl: request.returnUrl,
        metadata: request.metadata,
      })
      .onConflictDoNothing({ target: sandboxAcquirerPayments.idempotenceKey });
    const [row] = await db
      .select()
      .from(sandboxAcquirerPayments)
      .where(eq(sandboxAcquirerPayments.idempotenceKey, request.idempotenceKey));
    return toPayment(row!);
  }

  async getPayment(id: string): Promise<GatewayPayment> {
    const db = await this.getDb();
    // The slow bank's answer arrives once its moment has passed.
    await db
      .update(sandboxAcquirerPayments)
      .set({ status: 'waiting_for_capture', step: 'done' })
      .where(
        and(
          eq(sandboxAcquirerPayments.id, id),
          eq(sandboxAcquirerPayments.status, 'pending'),
          eq(sandboxAcquirerPayments.step, 'processing'),
          sql`${sandboxAcquirerPayments.processingUntil} <= now()`,
        ),
      );
    // Like a real gateway, a payment page nobody finishes expires.
    await db
      .update(sandboxAcquirerPayments)
      .set({ status: 'canceled', step: 'done', cancellationParty: 'yoo_money', cancellationReason: 'expired_on_confirmation' })
      .where(
        and(
          eq(sandboxAcquirerPayments.id, id),
          eq(sandboxAcquirerPayments.status, 'pending'),
          inArray(sandboxAcquirerPayments.step, ['card', '3ds']),
          sql`${sandboxAcquirerPayments.createdAt} < now() - make_interval(secs => ${SANDBOX_PAGE_EXPIRES_SECONDS})`,
        ),
      );
    return toPayment(await this.row(db, id));
  }

  async capturePayment(id: string, amountKopeks: number): Promise<GatewayPayment> {
    const db = await this.getDb();
    const row = await this.row(db, id);
    if (row.status === 'succeeded') return toPayment(row);
    if (row.status !== 'waiting_for_capture')
      throw new GatewayError(`sandbox: cannot capture a ${row.status} payment`, false, 400);
    if (amountKopeks !== row.amountKopeks) throw new GatewayError('sandbox: capture amount differs', false, 400);
    const [updated] = await db
      .update(sandboxAcquirerPayments)
      .set({ status: 'succeeded', capturedAt: sql`now()` })
      .where(and(eq(sandboxAcquirerPayments.id, id), eq(sandboxAcquirerPayments.status, 'waiting_for_capture')))
      .returning();
    return toPayment(updated ?? (await this.row(db, id)));
  }

  async cancelPayment(id: string): Promise<GatewayPayment> {
    const db = await this.getDb();
    const row = await this.row(db, id);
    if (row.status === 'canceled') return toPayment(row);
    if (row.status !== 'waiting_for_capture')
      throw new GatewayError(`sandbox: cannot cancel a ${row.status} payment`, false, 400);
    const [updated] = await db
      .update(sandboxAcquirerPayments)
      .set({ status: 'canceled', cancellationParty: 'merchant', cancellationReason: 'canceled_by_merchant' })
      .where(and(eq(sandboxAcquirerPayments.id, id), eq(sandboxAcquirerPayments.status, 'waiting_for_capture')))
      .returning();
    return toPayment(updated ?? (await this.row(db, id)));
  }

  async createRefund(paymentId: string, amountKopeks: number, idempotenceKey: string): Promise<GatewayRefund> {
    const db = await this.getDb();
    return db.transaction(async (tx) => {
      const [done] = await tx
        .select()
        .from(sandboxAcquirerRefunds)
        .where(eq(sandboxAcquirerRefunds.idempotenceKey, idempotenceKey));
      if (done) return { id: done.id, paymentId: done.paymentId, status: 'succeeded', amountKopeks: done.amountKopeks };
      const [row] = await tx
        .select()
        .from(sandboxAcquirerPayments)
        .where(eq(sandboxAcquirerPayments.id, paymentId))
        .for('update');
      if (!row) throw new GatewayError('sandbox: no such payment', false, 404);
      if (row.status !== 'succeeded') throw new GatewayError(`sandbox: cannot refund a ${row.status} payment`, false, 400);
      if (amountKopeks <= 0 || row.refundedKopeks + amountKopeks > row.amountKopeks) {
        throw new GatewayError('sandbox: refund exceeds the payment', false, 400);
      }
      const id = randomUUID();
      await tx.insert(sandboxAcquirerRefunds).values({ id, idempotenceKey, paymentId, amountKopeks });
      await tx
        .update(sandboxAcquirerPayments)
        .set({ refundedKopeks: row.refundedKopeks + amountKopeks })
        .where(eq(sandboxAcquirerPayments.id, paymentId));
      return { id, paymentId, status: 'succeeded' as const, amountKopeks };
    });
  }

  parseNotification(body: unknown): GatewayNotification | null {
    return parseYooKassaNotification(body);
  }

  private async row(db: Db, id: string): Promise<Row> {
    const [row] = await db.select().from(sandboxAcquirerPayments).where(eq(sandboxAcquirerPayments.id, id));
    if (!row) throw new GatewayError('sandbox: no such payment', false, 404);
    return row;
  }
}
