// POST /105/api/user/email - change the sign-in e-mail (the password confirms it when one is set)
import { apiRoute } from '@/lib/server/http/route';
import { changeEmail } from '@/lib/server/accounts/settings';
import { changeEmailInput } from '@/lib/validation/accounts';

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => {
  const { email, password } = await body(changeEmailInput);
  await changeEmail(db, user.userId, email, password);
  return {};
});
