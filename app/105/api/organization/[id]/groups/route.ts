// GET /105/api/organization/{id}/groups?by=vehicle|driver - the fleet's charges grouped, largest unpaid sums first
import * as z from 'zod/mini';
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { fleetGroups } from '@/lib/server/organizations/fleet-report';
import { fleetGroupsQuery, organizationParams } from '@/lib/validation/organizations';

export const GET = apiRoute<{ id: string }>({ auth: true }, async ({ db, user, params, query }) => ({
  ...(await fleetGroups(db, user.userId, z.parse(organizationParams, params).id, query(fleetGroupsQuery))),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
