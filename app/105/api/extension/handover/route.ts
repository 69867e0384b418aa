// POST /105/api/extension/handover - the signed-in site asks for a one-time token to hand a sign-in to the extension
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { apiRoute } from '@/lib/server/http/route';
import { issueHandover } from '@/lib/server/extension/handover';
import { handoverInput } from '@/lib/validation/extension';

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => ({
  ...(await issueHandover(db, user, await body(handoverInput))),
}));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
