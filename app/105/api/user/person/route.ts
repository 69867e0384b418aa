// POST /105/api/user/person - set the full name (three Cyrillic words) and date of birth (ДД.ММ.ГГГГ); empty clears
import { apiRoute } from '@/lib/server/http/route';
import { setPerson } from '@/lib/server/accounts/settings';
import { getUser } from '@/lib/server/accounts/service';
import { personInput } from '@/lib/validation/person';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => {
  await setPerson(db, user.userId, await body(personInput));
  return { user: await getUser(db, user.userId) };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
