// POST /105/api/user/register - give the caller's anonymous account an e-mail and a password
import { apiRoute } from '@/lib/server/http/route';
import { registerUser } from '@/lib/server/accounts/registration';
import { getUser } from '@/lib/server/accounts/service';
import { registerInput } from '@/lib/validation/accounts';

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => {
  const form = await body(registerInput);
  await registerUser(
    db,
    user.userId,
    form['fos_user_registration_form[email]'],
    form['fos_user_registration_form[plainPassword]'],
  );
  return { user: await getUser(db, user.userId) };
});
