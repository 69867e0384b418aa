// GET /105/api/client - issue a clientId for a new install
import { apiRoute } from '@/lib/server/http/route';
import { createClient } from '@/lib/server/accounts/service';

export const GET = apiRoute({ auth: false }, async ({ db }) => ({ clientId: await createClient(db) }));
