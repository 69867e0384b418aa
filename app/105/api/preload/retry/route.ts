// POST /105/api/preload/retry - look up one of the user's documents in the registry again now («Повторить»)
import { z } from 'zod';
import { apiRoute } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { retryLookup } from '@/lib/server/fines/service';
import { kickJobs } from '@/lib/server/jobs/runner';
import { idParam } from '@/lib/validation/common';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

const input = z.object({ id: idParam });

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => {
  const { id } = await body(input);
  return { document: await retryLookup(db, user.userId, id, () => kickJobs(getDb)) };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
