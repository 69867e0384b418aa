// GET /105/api/organization/{id}/fines - one page of the fleet's charges under its filters, with counts and totals
import * as z from 'zod/mini';
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { listFleetPage } from '@/lib/server/organizations/fleet-list';
import { fleetListQuery, organizationParams } from '@/lib/validation/organizations';

export const GET = apiRoute<{ id: string }>({ auth: true }, async ({ db, user, params, query }) => ({
  ...(await listFleetPage(db, user.userId, z.parse(organizationParams, params).id, query(fleetListQuery))),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
