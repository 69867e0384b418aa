// GET /105/api/tax/dataList - list taxpayer numbers (ИНН)
import { apiRoute } from '@/lib/server/http/route';
import { listInns } from '@/lib/server/documents/inn-service';

export const GET = apiRoute({ auth: true }, async ({ db, user }) => ({ inn: await listInns(db, user.userId) }));
