// POST /105/api/tax/dataAdd - add a taxpayer number (type=inn, data=the number)
import { apiRoute } from '@/lib/server/http/route';
import { addInn } from '@/lib/server/documents/inn-service';
import { innAddInput } from '@/lib/validation/inn';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => ({
  inn: await addInn(db, user.userId, await body(innAddInput)),
}));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
