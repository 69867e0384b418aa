// POST /105/api/sts/import - add several registration certificates (stsList: JSON string)
import { apiRoute } from '@/lib/server/http/route';
import { importSts } from '@/lib/server/documents/sts-service';
import { stsImportInput } from '@/lib/validation/sts';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) =>
  importSts(db, user.userId, (await body(stsImportInput)).stsList),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
