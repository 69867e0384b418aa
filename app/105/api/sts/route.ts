// GET /105/api/sts - list registration certificates; POST - add one; DELETE ?id= - remove one
import { z } from 'zod';
import { apiRoute } from '@/lib/server/http/route';
import { addSts, deleteSts, listSts } from '@/lib/server/documents/sts-service';
import { stsInput } from '@/lib/validation/sts';
import { idParam } from '@/lib/validation/common';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user }) => ({ sts: await listSts(db, user.userId) }));

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => ({
  sts: await addSts(db, user.userId, await body(stsInput)),
}));

export const DELETE = apiRoute({ auth: true }, async ({ db, user, query }) => {
  const { id } = query(z.object({ id: idParam }));
  await deleteSts(db, user.userId, id);
  return {};
});

export const { PUT, PATCH, OPTIONS } = otherMethods('GET', 'POST', 'DELETE');
