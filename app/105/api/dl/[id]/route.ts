// PUT /105/api/dl/{id} - edit a driver licence
import { z } from 'zod';
import { apiRoute } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { kickJobs } from '@/lib/server/jobs/runner';
import { updateDriverLicense } from '@/lib/server/documents/driver-license-service';
import { driverLicenseInput } from '@/lib/validation/driver-license';
import { idParam } from '@/lib/validation/common';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const PUT = apiRoute<{ id: string }>({ auth: true }, async ({ db, user, params, body }) => {
  const { id } = z.object({ id: idParam }).parse(params);
  const driverLicense = await updateDriverLicense(db, user.userId, id, await body(driverLicenseInput));
  kickJobs(getDb); // a new number is looked up at once
  return { driverLicense };
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods('PUT');
