import 'server-only';
import type { PaymentDto, PaymentItemDto } from '@/lib/contract/payments';
import { paymentReasonMessage } from '@/lib/domain/payment-reasons';
import { isActiveState, pageForState } from '@/lib/domain/payment-state';
import type { PaymentItemWithCharge, PaymentRow } from './queries';

const GATEWAY_STATUSES: readonly string[] = ['pending', 'waiting_for_capture', 'succeeded', 'canceled', 'capturing'];

function toItemDto(item: PaymentItemWithCharge): PaymentItemDto {
  return {
    uin: item.uin,
    kind: item.kind,
    title: item.title,
    billDate: item.billDate,
    chargeId: item.chargeId,
    chargeStatus: (item.chargeStatus as PaymentItemDto['chargeStatus']) ?? null,
    fullAmountKopeks: item.fullAmountKopeks,
    amountKopeks: item.amountKopeks,
    discountPercent: item.discountPercent,
    feeKopeks: item.feeKopeks,
    vehiclePlate: item.vehiclePlate,
  };
}

/** Maps a stored payment and its lines to the API shape (the payment page only while it waits for the person). */
export function toPaymentDto(payment: PaymentRow, items: readonly PaymentItemWithCharge[]): PaymentDto {
  const closed = payment.state === 'canceled' || payment.state === 'failed';
  return {
    id: payment.id,
    state: payment.state,
    page: pageForState(payment.state),
    gatewayStatus: GATEWAY_STATUSES.includes(payment.gatewayStatus ?? '')
      ? (payment.gatewayStatus as PaymentDto['gatewayStatus'])
      : null,
    sandbox: payment.gateway === 'sandbox',
    organizationId: payment.organizationId,
    amountKopeks: payment.amountKopeks,
    feeKopeks: payment.feeKopeks,
    totalKopeks: payment.totalKopeks,
    receiptEmail: payment.receiptEmail,
    confirmationUrl: isActiveState(payment.state) ? payment.confirmationUrl : null,
    reason: closed ? payment.reason : null,
    reasonText: closed
      ? paymentReasonMessage(payment.reason)
      : payment.state === 'refunded'
        ? 'Деньги вернулись на карту.'
        : null,
    createdAt: payment.createdAt.toISOString(),
    finishedAt: payment.finishedAt?.toISOString() ?? null,
    items: items.filter((i) => i.paymentId === payment.id).map(toItemDto),
  };
}
