// GET /105/api/sts/lookup?vehiclePlateNumber=&vehiclePlateRegion= - the caller's own СТС for a plate
import { apiRoute } from '@/lib/server/http/route';
import { findStsByPlate } from '@/lib/server/documents/sts-lookup-service';
import { stsLookupQuery } from '@/lib/validation/sts-lookup';

export const GET = apiRoute({ auth: true }, async ({ db, user, query }) => ({
  sts: await findStsByPlate(db, user.userId, query(stsLookupQuery)),
}));
