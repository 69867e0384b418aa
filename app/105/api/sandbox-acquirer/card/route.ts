// POST /105/api/sandbox-acquirer/card - the sandbox acquirer's card step («Тестовая оплата»; test cards only)
import { todayInMoscow } from '@/lib/domain/dates';
import { sandboxGatewayOrNotFound } from '@/lib/server/adapters/payments';
import { submitSandboxCard } from '@/lib/server/adapters/payments/sandbox/checkout';
import { clientIp } from '@/lib/server/http/client-ip';
import { apiRoute } from '@/lib/server/http/route';
import { PAYMENT_RATE } from '@/lib/server/payments/limits';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { sandboxCardInput } from '@/lib/validation/payments';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: false }, async ({ db, req, body }) => {
  sandboxGatewayOrNotFound();
  const { id, ...card } = await body(sandboxCardInput);
  await hitRateLimit(db, PAYMENT_RATE.sandboxPerIp, clientIp(req));
  return { checkout: await submitSandboxCard(db, id, card, todayInMoscow()) };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
