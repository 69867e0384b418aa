// POST /105/api/fos/email/change - the current address of a password-less account agrees to its new sign-in e-mail (token); no session needed
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { getDb } from '@/lib/server/db/client';
import { kickJobs } from '@/lib/server/jobs/runner';
import { confirmEmailChange } from '@/lib/server/accounts/settings';
import { emailChangeInput } from '@/lib/validation/accounts';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: false }, async ({ db, req, body }) => {
  const { token } = await body(emailChangeInput);
  const email = await confirmEmailChange(db, token, clientIp(req));
  kickJobs(getDb);
  return { email, sent: true };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
