// GET /105/api/client - issue a clientId for a new install
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { RATE } from '@/lib/server/accounts/limits';
import { createClient } from '@/lib/server/accounts/service';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: false }, async ({ db, req }) => {
  await hitRateLimit(db, RATE.clientPerIp, clientIp(req));
  return { clientId: await createClient(db) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
