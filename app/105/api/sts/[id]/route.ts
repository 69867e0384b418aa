// PUT /105/api/sts/{id} - edit a registration certificate
import { z } from 'zod';
import { apiRoute } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { kickJobs } from '@/lib/server/jobs/runner';
import { updateSts } from '@/lib/server/documents/sts-service';
import { stsInput } from '@/lib/validation/sts';
import { idParam } from '@/lib/validation/common';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const PUT = apiRoute<{ id: string }>({ auth: true }, async ({ db, user, params, body }) => {
  const { id } = z.object({ id: idParam }).parse(params);
  const sts = await updateSts(db, user.userId, id, await body(stsInput));
  kickJobs(getDb); // a new number is looked up at once
  return { sts };
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods('PUT');
