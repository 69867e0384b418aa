// GET /105/api/email - the new-fine notification e-mail; POST - set it (email, doNotify 1|0); a new address is mailed a confirmation link
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { getDb } from '@/lib/server/db/client';
import { kickJobs } from '@/lib/server/jobs/runner';
import { getNotifyEmail, setNotifyEmail } from '@/lib/server/notifications/settings-service';
import { notifyEmailInput } from '@/lib/validation/notify-email';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user }) => ({ email: await getNotifyEmail(db, user.userId) }));

export const POST = apiRoute({ auth: true }, async ({ db, user, body, req }) => {
  const email = await setNotifyEmail(db, user.userId, await body(notifyEmailInput), clientIp(req));
  kickJobs(getDb);
  return { email };
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
