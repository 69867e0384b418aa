// POST /105/api/fos/reset/request - mail a password reset link (username); same answer for any e-mail
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { getDb } from '@/lib/server/db/client';
import { kickJobs } from '@/lib/server/jobs/runner';
import { requestPasswordReset } from '@/lib/server/accounts/passwords-service';
import { resetRequestInput } from '@/lib/validation/accounts';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: false }, async ({ db, req, body }) => {
  await requestPasswordReset(db, (await body(resetRequestInput)).username, clientIp(req));
  kickJobs(getDb);
  return { sent: true };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
