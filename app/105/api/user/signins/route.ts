// GET /105/api/user/signins - the account's live sign-ins (site and extension); DELETE ?id= - end one
import { z } from 'zod';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { apiRoute } from '@/lib/server/http/route';
import { endSignIn, listSignIns } from '@/lib/server/accounts/sign-ins';
import { idParam } from '@/lib/validation/common';

export const GET = apiRoute({ auth: true }, async ({ db, user }) => ({ signIns: await listSignIns(db, user) }));

export const DELETE = apiRoute({ auth: true }, async ({ db, user, query }) => {
  await endSignIn(db, user, query(z.object({ id: idParam })).id);
  return {};
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods('GET', 'DELETE');
