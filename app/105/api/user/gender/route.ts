// POST /105/api/user/gender - set the avatar gender (m or f)
import { apiRoute } from '@/lib/server/http/route';
import { setGender } from '@/lib/server/accounts/settings';
import { genderInput } from '@/lib/validation/accounts';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => {
  await setGender(db, user.userId, (await body(genderInput)).gender);
  return {};
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
