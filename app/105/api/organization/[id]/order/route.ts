// GET /105/api/organization/{id}/order?id={id|uin} - one of the organization's bailiff orders in full (spec §3 Order)
import * as z from 'zod/mini';
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { getOrderDetails } from '@/lib/server/fines/details-service';
import { organizationScope } from '@/lib/server/organizations/access';
import { orderQuery } from '@/lib/validation/fines';
import { organizationParams } from '@/lib/validation/organizations';

export const GET = apiRoute<{ id: string }>({ auth: true }, async ({ db, user, params, query }) => {
  const { scope } = await organizationScope(db, user.userId, z.parse(organizationParams, params).id);
  return { order: await getOrderDetails(db, scope, query(orderQuery).id) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
