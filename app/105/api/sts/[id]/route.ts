// PUT /105/api/sts/{id} - edit a registration certificate
import { z } from 'zod';
import { apiRoute } from '@/lib/server/http/route';
import { updateSts } from '@/lib/server/documents/sts-service';
import { stsInput } from '@/lib/validation/sts';
import { idParam } from '@/lib/validation/common';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const PUT = apiRoute<{ id: string }>({ auth: true }, async ({ db, user, params, body }) => {
  const { id } = z.object({ id: idParam }).parse(params);
  return { sts: await updateSts(db, user.userId, id, await body(stsInput)) };
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods('PUT');
