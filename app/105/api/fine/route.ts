// GET /105/api/fine?fine={id|uin} - one of the user's fines
import { apiRoute } from '@/lib/server/http/route';
import { getFine } from '@/lib/server/fines/service';
import { fineQuery } from '@/lib/validation/fines';

export const GET = apiRoute({ auth: true }, async ({ db, user, query }) => ({
  fine: await getFine(db, user.userId, query(fineQuery).fine),
}));
