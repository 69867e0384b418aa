// POST /105/api/tax/dataDelete - remove a taxpayer number (type=inn, id)
import { apiRoute } from '@/lib/server/http/route';
import { deleteInn } from '@/lib/server/documents/inn-service';
import { innDeleteInput } from '@/lib/validation/inn';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => {
  await deleteInn(db, user.userId, (await body(innDeleteInput)).id);
  return {};
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
