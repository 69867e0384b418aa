// POST /105/api/fos/reset/confirm - set a new password with a reset token (token, newPassword); signs in
import { apiRoute } from '@/lib/server/http/route';
import { confirmPasswordReset } from '@/lib/server/accounts/passwords-service';
import { resetConfirmInput } from '@/lib/validation/accounts';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: false }, async ({ db, body }) => {
  const { token, newPassword } = await body(resetConfirmInput);
  return { ...(await confirmPasswordReset(db, token, newPassword)) };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
