// ANY /105/api/<unknown path> - 404 `not_found` in the envelope, never the HTML page
import { notFound } from '@/lib/server/errors';
import { apiRoute } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

const unknownPath = apiRoute<{ path?: string[] }>({ auth: false }, async () => {
  throw notFound('Такого метода API нет');
});

export { unknownPath as GET, unknownPath as POST, unknownPath as PUT, unknownPath as PATCH, unknownPath as DELETE };
