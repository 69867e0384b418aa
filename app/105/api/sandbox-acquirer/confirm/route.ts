// POST /105/api/sandbox-acquirer/confirm - the sandbox acquirer's 3-D Secure step; notifies the shop like a gateway
import { env } from '@/lib/env';
import { sandboxGatewayOrNotFound } from '@/lib/server/adapters/payments';
import { confirmSandbox3ds } from '@/lib/server/adapters/payments/sandbox/checkout';
import { clientIp } from '@/lib/server/http/client-ip';
import { apiRoute } from '@/lib/server/http/route';
import { PAYMENT_RATE } from '@/lib/server/payments/limits';
import { receiveNotification } from '@/lib/server/payments/webhook';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { sandbox3dsInput } from '@/lib/validation/payments';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: false }, async ({ db, req, body }) => {
  const gateway = sandboxGatewayOrNotFound();
  const { id, code } = await body(sandbox3dsInput);
  await hitRateLimit(db, PAYMENT_RATE.sandboxPerIp, clientIp(req));
  const { checkout, event } = await confirmSandbox3ds(db, id, code, env().SANDBOX_PAYMENT_SLOW_SECONDS);
  if (event) await receiveNotification(db, gateway, { type: 'notification', event, object: { id } });
  return { checkout };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
