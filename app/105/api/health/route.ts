// GET /105/api/health - readiness: the database answers
import { sql } from 'drizzle-orm';
import { apiRoute } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

export const GET = apiRoute({ auth: false }, async ({ db }) => {
  await db.execute(sql`select 1`);
  return { service: 'shtrafy' };
});
