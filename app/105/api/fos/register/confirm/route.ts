// POST /105/api/fos/register/confirm - confirm an e-mail with the mailed token (token, password?); signs in
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { confirmAddress } from '@/lib/server/accounts/verification';
import { confirmAddressInput } from '@/lib/validation/accounts';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: false }, async ({ db, req, body }) => {
  const { token, password } = await body(confirmAddressInput);
  return { ...(await confirmAddress(db, token, password, clientIp(req))) };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
