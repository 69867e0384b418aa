// POST /105/api/user/type - switch between private person (1) and legal entity (3)
import { apiRoute } from '@/lib/server/http/route';
import { setUserType } from '@/lib/server/accounts/settings';
import { userTypeInput } from '@/lib/validation/accounts';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => {
  await setUserType(db, user.userId, (await body(userTypeInput)).type);
  return {};
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
