// POST /105/api/user/email - a new sign-in e-mail (the password confirms it when one is set, else the current address agrees first); it applies once confirmed by the mailed link
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { getDb } from '@/lib/server/db/client';
import { kickJobs } from '@/lib/server/jobs/runner';
import { changeEmail } from '@/lib/server/accounts/settings';
import { getUser } from '@/lib/server/accounts/service';
import { changeEmailInput } from '@/lib/validation/accounts';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: true }, async ({ db, req, user, body }) => {
  const { email, password } = await body(changeEmailInput);
  const sentTo = await changeEmail(db, user.userId, email, password, clientIp(req));
  kickJobs(getDb);
  return { user: await getUser(db, user.userId), sent: true, sentTo };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
