import type { FineStatus } from '@/lib/domain/fine-status';
import type { GatewayStatus, PaymentState, PrepaymentPage } from '@/lib/domain/payment-state';

/**
 * Wire types of the payment endpoints (docs/api.md «Платежи»). Money in kopeks; dates `YYYY-MM-DD`
 * in Europe/Moscow; timestamps ISO 8601.
 */

/** What a charge in a payment is. */
export type PayableKind = 'fine' | 'tax' | 'order';

/** One charge as it would be paid today (`GET payments/quote`). */
export interface QuoteLineDto {
  chargeId: number;
  uin: string;
  kind: PayableKind;
  /** `КоАП 12.9 ч.2`, a tax's purpose, `Исполнительное производство № …`. */
  title: string;
  billDate: string;
  status: FineStatus | 'open';
  fullAmountKopeks: number;
  /** What is paid for it today: discounted while the discount lasts. */
  amountKopeks: number;
  discountPercent: number | null;
  /** The discount's last day, when one applies. */
  discountUntil: string | null;
  feeKopeks: number;
  totalKopeks: number;
  /** Set when this УИН (or the fine an order replaced) was already paid through us, by anyone: when. */
  paidThroughUsAt: string | null;
  /** The vehicle the charge names (`А123ВС77`), so a fleet's payment can be matched to its cars; null when none. */
  vehiclePlate: string | null;
}

/** A requested УИН that cannot be paid, and why (Russian, names the УИН). */
export interface QuoteProblemDto {
  uin: string;
  code: 'not_found' | 'not_payable' | 'payment_in_progress';
  message: string;
  /** For `payment_in_progress`: the caller's own payment that holds it. */
  paymentId?: number;
}

/** Answer of `GET payments/quote`: what a payment of these charges would be. */
export interface QuoteDto {
  /** The Moscow day the amounts are for. */
  today: string;
  lines: QuoteLineDto[];
  problems: QuoteProblemDto[];
  amountKopeks: number;
  feeKopeks: number;
  totalKopeks: number;
  /** A payment in progress for exactly these charges (continue it rather than start another). */
  activePaymentId: number | null;
  /** Set when some УИН was already paid through us: the warning to confirm before paying again. */
  repeatWarning: string | null;
  /**
   * Set when another account's payment in progress holds some of these УИНs (one СТС in two
   * accounts): a notice, not a refusal — only the first payment captured after its authorisation is taken.
   */
  payingElsewhere: string | null;
  /** The built-in sandbox acquirer takes the payment («Тестовая оплата»). */
  sandbox: boolean;
}

/** One charge of a payment, as priced when it was made. */
export interface PaymentItemDto {
  uin: string;
  kind: PayableKind;
  title: string;
  billDate: string;
  /** The charge now (null when it is no longer in the person's list). */
  chargeId: number | null;
  chargeStatus: FineStatus | 'open' | null;
  fullAmountKopeks: number;
  amountKopeks: number;
  discountPercent: number | null;
  feeKopeks: number;
  /** The vehicle the charge names (`А123ВС77`), null when none or the charge is no longer listed. */
  vehiclePlate: string | null;
}

/** A payment (`POST payments`, `GET payments/status`, `GET payments`). */
export interface PaymentDto {
  id: number;
  state: PaymentState;
  /** The page that shows this state (README «Страницы оплаты»). */
  page: PrepaymentPage;
  /** The gateway's last word, or `capturing` while we take money it authorised. */
  gatewayStatus: GatewayStatus | 'capturing' | null;
  /** True for the built-in sandbox acquirer («Тестовая оплата»). */
  sandbox: boolean;
  /** The organization whose charges this pays (a fleet's payment by its member), else null. */
  organizationId: number | null;
  amountKopeks: number;
  feeKopeks: number;
  totalKopeks: number;
  receiptEmail: string;
  /** Where to pay, while the payment waits for the person. */
  confirmationUrl: string | null;
  /** Why it was canceled or failed (gateway or our code) and the Russian sentence for it. */
  reason: string | null;
  reasonText: string | null;
  createdAt: string;
  finishedAt: string | null;
  items: PaymentItemDto[];
}

/** The sandbox acquirer's payment page (`GET sandbox-acquirer/payment`). */
export interface SandboxCheckoutDto {
  id: string;
  amountKopeks: number;
  description: string;
  status: GatewayStatus;
  /** `card` → `3ds` → `processing` (a slow bank) → `done`. */
  step: 'card' | '3ds' | 'processing' | 'done';
  cardLast4: string | null;
  threeDsAttemptsLeft: number;
  cancellationReason: string | null;
  /** Where the person goes back to the shop: a path for a page of this site, else an absolute URL. */
  returnUrl: string;
}
