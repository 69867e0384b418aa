import 'server-only';
import type { PaymentGateway } from '@/lib/server/adapters/payments/types';
import type { Db } from '@/lib/server/db/client';
import { conflict, notFound } from '@/lib/server/errors';
import { paymentById, type PaymentRow } from './queries';
import { syncPayment } from './sync';

/**
 * Returns the whole of a succeeded payment to the card (support's decision; there is no button for
 * it on the site): a refund at the gateway with an idempotence key derived from the payment's, so a
 * repeated call refunds once; then the payment is read back — when the gateway reports the full
 * amount refunded it becomes `refunded` and its charges still waiting for ГИС ГМП go back to
 * «не оплачен». A refund the gateway finishes later arrives as `refund.succeeded`.
 * @throws AppError 404 unknown payment, 409 when it is not succeeded; GatewayError.
 */
export async function refundPayment(db: Db, gateway: PaymentGateway, paymentId: number): Promise<PaymentRow> {
  const payment = await paymentById(db, paymentId);
  if (!payment) throw notFound('Платёж не найден');
  if (payment.state === 'refunded') return payment;
  if (payment.state !== 'succeeded' || !payment.gatewayPaymentId)
    throw conflict('conflict', 'Вернуть можно только прошедший платёж.');
  await gateway.createRefund(payment.gatewayPaymentId, payment.totalKopeks, `${payment.idempotenceKey}:refund`);
  return syncPayment(db, gateway, payment, 'refund');
}
