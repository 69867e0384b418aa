// GET /105/api/order?id={id|uin} - one of the user's bailiff (ФССП) orders in full (spec §3 Order)
import { userScope } from '@/lib/server/owner-scope';
import { apiRoute } from '@/lib/server/http/route';
import { getOrderDetails } from '@/lib/server/fines/details-service';
import { orderQuery } from '@/lib/validation/fines';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user, query }) => ({
  order: await getOrderDetails(db, userScope(user.userId), query(orderQuery).id),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
