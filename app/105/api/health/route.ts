// GET /105/api/health - readiness: 200 `database: 'ok'` while the database answers; while it does
// not, 503 `unavailable` with Retry-After (the route wrapper maps the connection failure)
import { sql } from 'drizzle-orm';
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const dynamic = 'force-dynamic';

export const GET = apiRoute({ auth: false }, async ({ db }) => {
  await db.execute(sql`select 1`);
  return { service: 'shtrafy', database: 'ok' };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
