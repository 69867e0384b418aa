// POST /105/api/email/edit - change the new-fine notification e-mail (email, doNotify 1|0)
import { apiRoute } from '@/lib/server/http/route';
import { editNotifyEmail } from '@/lib/server/notifications/settings-service';
import { notifyEmailInput } from '@/lib/validation/notify-email';

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => ({
  email: await editNotifyEmail(db, user.userId, await body(notifyEmailInput)),
}));
