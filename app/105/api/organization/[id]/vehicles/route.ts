// GET /105/api/organization/{id}/vehicles?after= - the fleet's vehicle list; DELETE ?vehicle= - remove one
import * as z from 'zod/mini';
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { deleteVehicle, listVehicles } from '@/lib/server/organizations/fleet-vehicles';
import { idParam, optional } from '@/lib/validation/common';
import { organizationParams } from '@/lib/validation/organizations';

export const GET = apiRoute<{ id: string }>({ auth: true }, async ({ db, user, params, query }) => ({
  ...(await listVehicles(
    db,
    user.userId,
    z.parse(organizationParams, params).id,
    query(z.object({ after: optional(idParam) })).after,
  )),
}));

export const DELETE = apiRoute<{ id: string }>({ auth: true }, async ({ db, user, params, query }) => {
  await deleteVehicle(db, user.userId, z.parse(organizationParams, params).id, query(z.object({ vehicle: idParam })).vehicle);
  return {};
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods('GET', 'DELETE');
