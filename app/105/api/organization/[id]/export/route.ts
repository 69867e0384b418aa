// GET /105/api/organization/{id}/export - every charge of the fleet under its filters as a CSV or XLSX download (streamed)
import * as z from 'zod/mini';
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { fleetExport } from '@/lib/server/organizations/fleet-export';
import { fleetExportQuery, organizationParams } from '@/lib/validation/organizations';

export const GET = apiRoute<{ id: string }>({ auth: true }, async ({ db, user, params, query }) => {
  const { format, ...filters } = query(fleetExportQuery);
  return fleetExport(db, user.userId, z.parse(organizationParams, params).id, filters, format);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
