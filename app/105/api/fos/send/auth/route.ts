// POST /105/api/fos/send/auth - mail a sign-in link (email, type, isLegalEntity); same answer for any e-mail
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { getDb } from '@/lib/server/db/client';
import { kickJobs } from '@/lib/server/jobs/runner';
import { sendSignInLink } from '@/lib/server/accounts/registration';
import { sendAuthInput } from '@/lib/validation/accounts';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: false }, async ({ db, req, body }) => {
  const { email, isLegalEntity } = await body(sendAuthInput);
  await sendSignInLink(db, email, isLegalEntity, clientIp(req));
  kickJobs(getDb);
  return { sent: true };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
