// POST /105/api/user/register - register the caller's anonymous account by e-mail (password optional); mails a confirmation link
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { getDb } from '@/lib/server/db/client';
import { kickJobs } from '@/lib/server/jobs/runner';
import { registerUser } from '@/lib/server/accounts/registration';
import { getUser } from '@/lib/server/accounts/service';
import { registerInput } from '@/lib/validation/accounts';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: true }, async ({ db, req, user, body }) => {
  const { email, password } = await body(registerInput);
  await registerUser(db, user.userId, email, password, clientIp(req));
  kickJobs(getDb);
  return { user: await getUser(db, user.userId), sent: true };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
