// GET /105/api/driverLicense - list driver licences; POST - add one; DELETE ?driverLicense= - remove one by number
import { apiRoute } from '@/lib/server/http/route';
import { addDriverLicense, deleteDriverLicense, listDriverLicenses } from '@/lib/server/documents/driver-license-service';
import { driverLicenseInput, driverLicenseQuery } from '@/lib/validation/driver-license';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user }) => ({
  driverLicense: await listDriverLicenses(db, user.userId),
}));

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => ({
  driverLicense: await addDriverLicense(db, user.userId, await body(driverLicenseInput)),
}));

export const DELETE = apiRoute({ auth: true }, async ({ db, user, query }) => {
  await deleteDriverLicense(db, user.userId, query(driverLicenseQuery).driverLicense);
  return {};
});

export const { PUT, PATCH, OPTIONS } = otherMethods('GET', 'POST', 'DELETE');
