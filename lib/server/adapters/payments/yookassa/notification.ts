import 'server-only';
import { z } from 'zod';
import type { GatewayNotification } from '../types';

/** A notification body (yookassa.ru/developers/using-api/webhooks): only the event and the object's ids are read. */
const notificationBody = z.object({
  type: z.literal('notification'),
  event: z.string().max(64),
  object: z.object({ id: z.string().min(1).max(64), payment_id: z.string().min(1).max(64).optional() }),
});

/**
 * Reduces a YooKassa notification (`{ type: 'notification', event, object }`) to the event and the
 * payment it concerns — for `refund.*` events the refund's `payment_id`. Everything else in the body
 * (status, amounts) is ignored: anybody can post to a webhook, so the payment is read back from the
 * gateway. Null for any other body. The sandbox acquirer delivers notifications of the same shape.
 */
export function parseYooKassaNotification(body: unknown): GatewayNotification | null {
  const parsed = notificationBody.safeParse(body);
  if (!parsed.success) return null;
  const { event, object } = parsed.data;
  if (event.startsWith('payment.')) return { event, paymentId: object.id };
  if (event.startsWith('refund.') && object.payment_id) return { event, paymentId: object.payment_id };
  return null;
}
