import 'server-only';
import { GatewayError, type PaymentGateway } from '@/lib/server/adapters/payments/types';
import type { Db } from '@/lib/server/db/client';
import { badInput } from '@/lib/server/errors';
import { logError } from '@/lib/server/http/log';
import { acceptNotification, processNotification } from './notifications';

/** Longest notification body read (YooKassa's are a few kilobytes). */
export const MAX_NOTIFICATION_BYTES = 64 * 1024;

const tooLarge = () => badInput('Слишком большое уведомление');

/**
 * Reads a notification request's JSON body, at most MAX_NOTIFICATION_BYTES: a larger declared
 * length is refused before reading, and a body without one is cut off as it streams.
 * @throws AppError 400 for a body that is too large or not JSON.
 */
export async function readNotificationBody(req: Request): Promise<unknown> {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_NOTIFICATION_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body?.getReader();
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > MAX_NOTIFICATION_BYTES) {
      void reader?.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw badInput('Уведомление должно быть в формате JSON');
  }
}

/**
 * A gateway notification (webhook): stored in the inbox once per (payment, event) with its job, and
 * processed at once where possible — by reading the payment back from the gateway, never by
 * believing the body. What cannot be processed now is left to its `payment-notification` job. A body that is not a
 * notification of this gateway is refused (400); anything accepted is answered 200, so the gateway
 * stops repeating it. Returns whether this delivery was new.
 */
export async function receiveNotification(db: Db, gateway: PaymentGateway, body: unknown): Promise<{ accepted: boolean }> {
  const notification = gateway.parseNotification(body);
  if (!notification) throw badInput('Это не уведомление платёжного сервиса');
  const id = await acceptNotification(db, gateway.name, notification);
  if (id !== null) {
    try {
      await processNotification(db, gateway, id);
    } catch (error) {
      // A gateway that does not answer now is retried by the job; anything else is worth a log line.
      if (!(error instanceof GatewayError && error.retryable))
        logError('payment notification: immediate processing failed', error);
    }
  }
  return { accepted: id !== null };
}
