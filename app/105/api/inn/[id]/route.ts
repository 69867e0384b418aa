// PUT /105/api/inn/{id} - edit a taxpayer number
import { z } from 'zod';
import { apiRoute } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { kickJobs } from '@/lib/server/jobs/runner';
import { updateInn } from '@/lib/server/documents/inn-service';
import { innInput } from '@/lib/validation/inn';
import { idParam } from '@/lib/validation/common';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const PUT = apiRoute<{ id: string }>({ auth: true }, async ({ db, user, params, body }) => {
  const { id } = z.object({ id: idParam }).parse(params);
  const inn = await updateInn(db, user.userId, id, await body(innInput));
  kickJobs(getDb); // a new number is looked up at once
  return { inn };
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods('PUT');
