// POST /105/api/email/edit - change the new-fine notification e-mail (email, doNotify 1|0); 404 before one is set
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { getDb } from '@/lib/server/db/client';
import { kickJobs } from '@/lib/server/jobs/runner';
import { setNotifyEmail } from '@/lib/server/notifications/settings-service';
import { notifyEmailInput } from '@/lib/validation/notify-email';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: true }, async ({ db, user, body, req }) => {
  const email = await setNotifyEmail(db, user.userId, await body(notifyEmailInput), clientIp(req), true);
  kickJobs(getDb);
  return { email };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
