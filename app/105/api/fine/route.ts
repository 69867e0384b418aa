// GET /105/api/fine?fine={id|uin} - one of the user's fines
import { apiRoute } from '@/lib/server/http/route';
import { getFine } from '@/lib/server/fines/service';
import { fineQuery } from '@/lib/validation/fines';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user, query }) => ({
  fine: await getFine(db, user.userId, query(fineQuery).fine),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
