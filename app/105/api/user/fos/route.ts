// GET /105/api/user/fos - the caller's registration: e-mail and whether a password is set
import { apiRoute } from '@/lib/server/http/route';
import { getUser } from '@/lib/server/accounts/service';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user }) => {
  const account = await getUser(db, user.userId);
  return { fos: { email: account.email, registered: account.registered, userType: account.userType } };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
