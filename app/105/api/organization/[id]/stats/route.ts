// GET /105/api/organization/{id}/stats - the fleet's charges and sums per month and for the top vehicles
import * as z from 'zod/mini';
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { fleetStats } from '@/lib/server/organizations/fleet-report';
import { fleetFilterQuery, organizationParams } from '@/lib/validation/organizations';

export const GET = apiRoute<{ id: string }>({ auth: true }, async ({ db, user, params, query }) => ({
  ...(await fleetStats(db, user.userId, z.parse(organizationParams, params).id, query(fleetFilterQuery))),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
