// POST /105/api/newuser - create an anonymous user (optionally with its first СТС); answers userId and salt
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { RATE } from '@/lib/server/accounts/limits';
import { createUser } from '@/lib/server/accounts/service';
import { newUserInput } from '@/lib/validation/accounts';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: false }, async ({ db, req, body }) => {
  const input = await body(newUserInput);
  await hitRateLimit(db, RATE.newUserPerIp, clientIp(req));
  await hitRateLimit(db, RATE.newUserPerClient, input.clientId);
  return createUser(db, input);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
