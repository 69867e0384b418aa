// GET /105/api/health - readiness: 200 `database: 'ok'` while the database answers and holds the
// schema this build migrates to; 503 `unavailable` with Retry-After while it does not answer (the
// route wrapper maps the connection failure) or has fewer migrations than this build ships
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { migrationState } from '@/lib/server/db/schema-state';
import { unavailable } from '@/lib/server/errors';

export const dynamic = 'force-dynamic';

export const GET = apiRoute({ auth: false }, async ({ db }) => {
  const { applied, shipped } = await migrationState(db);
  if (applied < shipped) {
    throw unavailable(
      `База данных не подготовлена: применено миграций ${applied} из ${shipped}. Перезапустите сервер или выполните npm run db:migrate`,
    );
  }
  return { service: 'shtrafy', database: 'ok' };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
