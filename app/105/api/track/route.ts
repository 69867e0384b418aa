// POST /105/api/track - record a screen view or a goal (kind, name, optional clientId; session optional)
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { RATE } from '@/lib/server/accounts/limits';
import { authFromQuery } from '@/lib/auth/cookie';
import { verifyTriple } from '@/lib/server/accounts/authenticate';
import { recordEvent } from '@/lib/server/tracking/service';
import { trackInput } from '@/lib/validation/tracking';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: false }, async ({ db, req, url, body }) => {
  await hitRateLimit(db, RATE.trackPerIp, clientIp(req));
  const input = await body(trackInput);
  // Anonymous events are fine; a session, when sent and valid, ties the event to the user.
  const triple = authFromQuery(url.searchParams);
  const user = triple ? await verifyTriple(db, triple.userId, triple.rand, triple.session).catch(() => null) : null;
  await recordEvent(db, input, user?.userId ?? null);
  return {};
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
