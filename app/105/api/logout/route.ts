// POST /105/api/logout - end this sign-in (its salt stops working everywhere)
import { apiRoute } from '@/lib/server/http/route';
import { revokeCredential } from '@/lib/server/accounts/credentials';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: true }, async ({ db, user }) => {
  await revokeCredential(db, user.userId, user.credentialId);
  return {};
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
