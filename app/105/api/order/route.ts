// GET /105/api/order?id={id|uin} - one of the user's bailiff (ФССП) orders in full (spec §3 Order)
import { apiRoute } from '@/lib/server/http/route';
import { getOrderDetails } from '@/lib/server/fines/details-service';
import { orderQuery } from '@/lib/validation/fines';

export const GET = apiRoute({ auth: true }, async ({ db, user, query }) => ({
  order: await getOrderDetails(db, user.userId, query(orderQuery).id),
}));
