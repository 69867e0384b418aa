// GET /105/api/fine?fine={id|uin} - one of the user's fines or tax charges in full (spec §3 Fine)
import { userScope } from '@/lib/server/owner-scope';
import { apiRoute } from '@/lib/server/http/route';
import { getFineDetails } from '@/lib/server/fines/details-service';
import { fineQuery } from '@/lib/validation/fines';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user, query }) => ({
  fine: await getFineDetails(db, userScope(user.userId), query(fineQuery).fine),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
