import 'server-only';
import { z } from 'zod';
import { decimalToKopeks, kopeksToDecimal } from '@/lib/domain/payment-amounts';
import {
  GatewayError,
  type CreatePaymentRequest,
  type GatewayNotification,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from '../types';
import { yooKassaRequest, type YooKassaHttpOptions } from './http';
import { parseYooKassaNotification } from './notification';

const amount = z.object({ value: z.string(), currency: z.string() });

/** The fields of YooKassa's payment object we read (yookassa.ru/developers/api#payment_object). */
const paymentObject = z.object({
  id: z.string().min(1).max(64),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount,
  refunded_amount: amount.optional(),
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().url().optional() }).optional(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const refundObject = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount,
});

function kopeksOf(value: z.infer<typeof amount>): number {
  const kopeks = value.currency === 'RUB' ? decimalToKopeks(value.value) : null;
  if (kopeks === null) throw new GatewayError(`YooKassa: unexpected amount ${value.value} ${value.currency}`, false);
  return kopeks;
}

function toPayment(raw: unknown): GatewayPayment {
  const parsed = paymentObject.safeParse(raw);
  if (!parsed.success) throw new GatewayError('YooKassa: the payment object has an unexpected shape', true);
  const p = parsed.data;
  return {
    id: p.id,
    status: p.status,
    amountKopeks: kopeksOf(p.amount),
    refundedKopeks: p.refunded_amount ? kopeksOf(p.refunded_amount) : 0,
    confirmationUrl: p.confirmation?.confirmation_url ?? null,
    cancellation: p.cancellation_details ?? null,
    metadata: p.metadata ?? {},
  };
}

/**
 * YooKassa API v3 (yookassa.ru/developers/api): two-stage card payments with redirect confirmation
 * (`capture: false` — money is authorised, then captured by us), capture, cancel, refunds; requests
 * repeated on 429/500 with the same `Idempotence-Key` (see `yooKassaRequest`). Notifications are
 * reduced to (event, payment id): their status is never trusted, the caller reads the payment back.
 */
export class YooKassaGateway implements PaymentGateway {
  readonly name = 'yookassa' as const;
  readonly sandbox = false;

  constructor(private readonly options: YooKassaHttpOptions) {}

  async createPayment(request: CreatePaymentRequest): Promise<GatewayPayment> {
    const body = {
      amount: { value: kopeksToDecimal(request.amountKopeks), currency: 'RUB' },
      capture: false,
      confirmation: { type: 'redirect', return_url: request.returnUrl },
      description: request.description.slice(0, 128),
      metadata: request.metadata,
    };
    return toPayment(await yooKassaRequest(this.options, 'POST', '/payments', body, request.idempotenceKey));
  }

  async getPayment(id: string): Promise<GatewayPayment> {
    return toPayment(await yooKassaRequest(this.options, 'GET', `/payments/${encodeURIComponent(id)}`));
  }

  async capturePayment(id: string, amountKopeks: number, idempotenceKey: string): Promise<GatewayPayment> {
    const body = { amount: { value: kopeksToDecimal(amountKopeks), currency: 'RUB' } };
    return toPayment(
      await yooKassaRequest(this.options, 'POST', `/payments/${encodeURIComponent(id)}/capture`, body, idempotenceKey),
    );
  }

  async cancelPayment(id: string, idempotenceKey: string): Promise<GatewayPayment> {
    return toPayment(
      await yooKassaRequest(this.options, 'POST', `/payments/${encodeURIComponent(id)}/cancel`, {}, idempotenceKey),
    );
  }

  async createRefund(paymentId: string, amountKopeks: number, idempotenceKey: string): Promise<GatewayRefund> {
    const body = { payment_id: paymentId, amount: { value: kopeksToDecimal(amountKopeks), currency: 'RUB' } };
    const parsed = refundObject.safeParse(await yooKassaRequest(this.options, 'POST', '/refunds', body, idempotenceKey));
    if (!parsed.success) throw new GatewayError('YooKassa: the refund object has an unexpected shape', true);
    const r = parsed.data;
    return { id: r.id, paymentId: r.payment_id, status: r.status, amountKopeks: kopeksOf(r.amount) };
  }

  parseNotification(body: unknown): GatewayNotification | null {
    return parseYooKassaNotification(body);
  }
}
