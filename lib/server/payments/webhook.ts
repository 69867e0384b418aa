import 'server-only';
import type { PaymentGateway } from '@/lib/server/adapters/payments/types';
import type { Db } from '@/lib/server/db/client';
import { badInput } from '@/lib/server/errors';
import { logError } from '@/lib/server/http/log';
import { acceptNotification, processPaymentNotifications } from './notifications';

/** Longest notification body read (YooKassa's are a few kilobytes). */
export const MAX_NOTIFICATION_BYTES = 64 * 1024;

/**
 * Reads a notification request's JSON body, at most MAX_NOTIFICATION_BYTES.
 * @throws AppError 400 for a body that is too large or not JSON.
 */
export async function readNotificationBody(req: Request): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_NOTIFICATION_BYTES) throw badInput('Слишком большое уведомление');
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_NOTIFICATION_BYTES) throw badInput('Слишком большое уведомление');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badInput('Уведомление должно быть в формате JSON');
  }
}

/**
 * A gateway notification (webhook): stored in the inbox once per (payment, event) and processed at
 * once where possible — by reading the payment back from the gateway, never by believing the body.
 * What cannot be processed now stays queued for the background runner. A body that is not a
 * notification of this gateway is refused (400); anything accepted is answered 200, so the gateway
 * stops repeating it. Returns whether this delivery was new.
 */
export async function receiveNotification(db: Db, gateway: PaymentGateway, body: unknown): Promise<{ accepted: boolean }> {
  const notification = gateway.parseNotification(body);
  if (!notification) throw badInput('Это не уведомление платёжного сервиса');
  const fresh = await acceptNotification(db, gateway.name, notification);
  if (fresh) {
    try {
      await processPaymentNotifications(db, gateway, 5);
    } catch (error) {
      logError('payment notification: immediate processing failed', error);
    }
  }
  return { accepted: fresh };
}
