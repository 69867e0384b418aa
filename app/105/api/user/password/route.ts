// POST /105/api/user/password - change the password (oldPass, newPass, confirmPass); other sessions end
import { apiRoute } from '@/lib/server/http/route';
import { changePassword } from '@/lib/server/accounts/passwords-service';
import { changePasswordInput } from '@/lib/validation/accounts';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => {
  const { oldPass, newPass } = await body(changePasswordInput);
  await changePassword(db, user.userId, user.credentialId, oldPass, newPass);
  return {};
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
