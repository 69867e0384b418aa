// POST /105/api/email/resend - mail a new confirmation link for the notification e-mail set but not confirmed yet
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { getDb } from '@/lib/server/db/client';
import { kickJobs } from '@/lib/server/jobs/runner';
import { resendConfirmation } from '@/lib/server/notifications/settings-service';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: true }, async ({ db, user, req }) => {
  const email = await resendConfirmation(db, user.userId, clientIp(req));
  kickJobs(getDb);
  return { email };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
