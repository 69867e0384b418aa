// POST /105/api/tax/dataDelete - remove a taxpayer number (type=inn, id)
import { apiRoute } from '@/lib/server/http/route';
import { deleteInn } from '@/lib/server/documents/inn-service';
import { innDeleteInput } from '@/lib/validation/inn';

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => {
  await deleteInn(db, user.userId, (await body(innDeleteInput)).id);
  return {};
});
