// POST /105/api/fos/reset/confirm - set a new password with a reset token (token, newPassword); signs in
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { confirmPasswordReset } from '@/lib/server/accounts/passwords-service';
import { resetConfirmInput } from '@/lib/validation/accounts';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: false }, async ({ db, body, req }) => {
  const { token, newPassword } = await body(resetConfirmInput);
  return { ...(await confirmPasswordReset(db, token, newPassword, clientIp(req))) };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
