// GET /105/api/email - the new-fine notification e-mail; POST - set it (email, doNotify 1|0)
import { apiRoute } from '@/lib/server/http/route';
import { getNotifyEmail, setNotifyEmail } from '@/lib/server/notifications/settings-service';
import { notifyEmailInput } from '@/lib/validation/notify-email';

export const GET = apiRoute({ auth: true }, async ({ db, user }) => ({ email: await getNotifyEmail(db, user.userId) }));

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => ({
  email: await setNotifyEmail(db, user.userId, await body(notifyEmailInput)),
}));
