// POST /105/api/email/confirm - confirm a notification e-mail by the mailed link's token (token); no session needed
import { apiRoute } from '@/lib/server/http/route';
import { confirmAddress } from '@/lib/server/notifications/confirmation';
import { emailTokenInput } from '@/lib/validation/notify-email';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: false }, async ({ db, body }) => confirmAddress(db, (await body(emailTokenInput)).token));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
