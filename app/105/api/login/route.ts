// POST /105/api/login - sign in with _username and _password, or with a mailed _token; answers userId and salt
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { signInWithPassword, signInWithToken } from '@/lib/server/accounts/sign-in';
import { signInPasswordInput, signInTokenInput } from '@/lib/validation/accounts';
import { readForm } from '@/lib/server/http/form';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: false }, async ({ db, req }) => {
  const form = await readForm(req);
  const ip = clientIp(req);
  if ('_token' in form) return { ...(await signInWithToken(db, signInTokenInput.parse(form)._token, ip)) };
  const { _username, _password } = signInPasswordInput.parse(form);
  return { ...(await signInWithPassword(db, _username, _password, ip)) };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
