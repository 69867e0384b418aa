// POST /105/api/organization/{id}/vehicles/import - add or update vehicles from a CSV (csv=…), with a report per line
import * as z from 'zod/mini';
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { importVehicles } from '@/lib/server/organizations/fleet-import';
import { organizationParams, vehicleImportInput } from '@/lib/validation/organizations';

/** A form-encoded CSV of 10 000 vehicles in Russian letters is a few megabytes: this route reads up to 8 MiB. */
const IMPORT_MAX_BODY_BYTES = 8 * 1024 * 1024;

export const POST = apiRoute<{ id: string }>(
  { auth: true, maxBodyBytes: IMPORT_MAX_BODY_BYTES },
  async ({ db, user, params, body }) => ({
    report: await importVehicles(db, user.userId, z.parse(organizationParams, params).id, (await body(vehicleImportInput)).csv),
  }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
