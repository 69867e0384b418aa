// GET /105/api/organization/{id}/fine?fine={id|uin} - one of the organization's fines in full (spec §3 Fine)
import * as z from 'zod/mini';
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { getFineDetails } from '@/lib/server/fines/details-service';
import { organizationScope } from '@/lib/server/organizations/access';
import { fineQuery } from '@/lib/validation/fines';
import { organizationParams } from '@/lib/validation/organizations';

export const GET = apiRoute<{ id: string }>({ auth: true }, async ({ db, user, params, query }) => {
  const { scope } = await organizationScope(db, user.userId, z.parse(organizationParams, params).id);
  return { fine: await getFineDetails(db, scope, query(fineQuery).fine) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
