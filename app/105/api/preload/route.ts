// GET /105/api/preload?web=1 - start registry lookups for the user's documents; each document's lookup state, `wait` while any is pending
import { apiRoute } from '@/lib/server/http/route';
import { WaitAnswer } from '@/lib/server/http/envelope';
import { getDb } from '@/lib/server/db/client';
import { preload } from '@/lib/server/fines/service';
import { kickJobs } from '@/lib/server/jobs/runner';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user }) => {
  const { wait, checked } = await preload(db, user.userId, () => kickJobs(getDb));
  const documents = checked.states;
  if (wait > 0) return new WaitAnswer(wait, { taxeslist: true, documents });
  return { taxeslist: true, documents };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
