import 'server-only';
import type { GatewayStatus } from '@/lib/domain/payment-state';

/**
 * The card gateway port (ARCHITECTURE.md §2 adapters; ADR 0008): one interface, two implementations —
 * YooKassa API v3 (`yookassa/`) and the built-in sandbox acquirer (`sandbox/`). Both speak
 * YooKassa's statuses and two-stage payments: a paid payment waits for our capture
 * (`waiting_for_capture`), so money is taken only while our own record still wants it.
 * Amounts are kopeks here; adapters convert to the gateway's format.
 */

/** Why a payment was cancelled (YooKassa `cancellation_details`). */
export interface GatewayCancellation {
  /** `merchant`, `yoo_money` or `payment_network`. */
  party: string;
  /** `insufficient_funds`, `3d_secure_failed`, `expired_on_confirmation`, … */
  reason: string;
}

/** A payment as the gateway reports it. */
export interface GatewayPayment {
  id: string;
  status: GatewayStatus;
  amountKopeks: number;
  /** Money refunded so far, kopeks. */
  refundedKopeks: number;
  /** Where the person pays (redirect confirmation), while `pending`. */
  confirmationUrl: string | null;
  cancellation: GatewayCancellation | null;
  /** What we attached at creation (`paymentId`: our payment's id). */
  metadata: Record<string, string>;
}

/** A refund as the gateway reports it. */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amountKopeks: number;
}

/** What creating a payment needs. */
export interface CreatePaymentRequest {
  /** `Idempotence-Key`: the same key always gives the same payment (stored before the call). */
  idempotenceKey: string;
  amountKopeks: number;
  /** Shown on the gateway's page and in its records (up to 128 characters). */
  description: string;
  /** Where the gateway sends the person back after paying (or giving up). */
  returnUrl: string;
  metadata: Record<string, string>;
}

/** A notification (webhook) reduced to what we act on: which payment, which event. Its status is not trusted. */
export interface GatewayNotification {
  /** `payment.succeeded`, `payment.waiting_for_capture`, `payment.canceled`, `refund.succeeded`. */
  event: string;
  /** The payment the event is about (for a refund, its payment). */
  paymentId: string;
}

/**
 * The gateway failed to answer usefully. `retryable`: the outcome is unknown or temporary (network,
 * HTTP 5xx, 429) and the same request with the same key may be sent again; otherwise it was refused.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** The card gateway. Every method may throw GatewayError; none holds a database transaction. */
export interface PaymentGateway {
  /** `sandbox` or `yookassa`: stored with each payment. */
  readonly name: 'sandbox' | 'yookassa';
  /** True for the built-in sandbox: pages label the payment «Тестовая оплата». */
  readonly sandbox: boolean;
  /** Creates a two-stage payment with redirect confirmation. */
  createPayment(request: CreatePaymentRequest): Promise<GatewayPayment>;
  /** Reads a payment back (the only source of truth about its status). */
  getPayment(id: string): Promise<GatewayPayment>;
  /** Takes authorised money (`waiting_for_capture` → `succeeded`). */
  capturePayment(id: string, amountKopeks: number, idempotenceKey: string): Promise<GatewayPayment>;
  /** Releases authorised money (`waiting_for_capture` → `canceled`). */
  cancelPayment(id: string, idempotenceKey: string): Promise<GatewayPayment>;
  /** Returns money of a succeeded payment. */
  createRefund(paymentId: string, amountKopeks: number, idempotenceKey: string): Promise<GatewayRefund>;
  /** Reads a notification body; null when it is not one this gateway sends. */
  parseNotification(body: unknown): GatewayNotification | null;
}
