// POST /105/api/payments/notifications - the card gateway's notifications (webhook; JSON, confirmed by reading the payment back)
import { paymentGateway } from '@/lib/server/adapters/payments';
import { clientIp } from '@/lib/server/http/client-ip';
import { apiRoute } from '@/lib/server/http/route';
import { PAYMENT_RATE } from '@/lib/server/payments/limits';
import { readNotificationBody, receiveNotification } from '@/lib/server/payments/webhook';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: false }, async ({ db, req }) => {
  await hitRateLimit(db, PAYMENT_RATE.notificationsPerIp, clientIp(req));
  return receiveNotification(db, paymentGateway(), await readNotificationBody(req));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
