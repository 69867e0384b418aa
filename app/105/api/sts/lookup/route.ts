// GET /105/api/sts/lookup?vehiclePlateNumber=&vehiclePlateRegion= - the caller's own СТС for a plate
import { apiRoute } from '@/lib/server/http/route';
import { findStsByPlate } from '@/lib/server/documents/sts-lookup-service';
import { stsLookupQuery } from '@/lib/validation/sts-lookup';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user, query }) => ({
  sts: await findStsByPlate(db, user.userId, query(stsLookupQuery)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
