// GET /105/api/organization/{id} - one organization; POST - save countDays and subscribeType; DELETE - remove it with its fleet
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { deleteOrganization, getOrganization, saveOrganization } from '@/lib/server/organizations/service';
import { organizationParams, organizationSaveInput } from '@/lib/validation/organizations';
import * as z from 'zod/mini';

type Params = { id: string };

export const GET = apiRoute<Params>({ auth: true }, async ({ db, user, params }) => ({
  organization: await getOrganization(db, user.userId, z.parse(organizationParams, params).id),
}));

export const POST = apiRoute<Params>({ auth: true }, async ({ db, user, params, body }) => ({
  organization: await saveOrganization(
    db,
    user.userId,
    z.parse(organizationParams, params).id,
    await body(organizationSaveInput),
  ),
}));

export const DELETE = apiRoute<Params>({ auth: true }, async ({ db, user, params }) => {
  await deleteOrganization(db, user.userId, z.parse(organizationParams, params).id);
  return {};
});

export const { PUT, PATCH, OPTIONS } = otherMethods('GET', 'POST', 'DELETE');
