// GET /105/api/preload?web=1 - start registry lookups for the user's documents; `wait` until results are in
import { apiRoute } from '@/lib/server/http/route';
import { WaitAnswer } from '@/lib/server/http/envelope';
import { getDb } from '@/lib/server/db/client';
import { preload } from '@/lib/server/fines/service';
import { kickJobs } from '@/lib/server/jobs/runner';

export const GET = apiRoute({ auth: true }, async ({ db, user }) => {
  const result = await preload(db, user.userId, () => kickJobs(getDb));
  if (result.wait > 0) return new WaitAnswer(result.wait, { taxeslist: true });
  return { taxeslist: true, documents: 'documents' in result ? result.documents : [] };
});
