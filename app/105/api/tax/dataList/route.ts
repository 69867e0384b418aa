// GET /105/api/tax/dataList - list taxpayer numbers (ИНН)
import { apiRoute } from '@/lib/server/http/route';
import { listInns } from '@/lib/server/documents/inn-service';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user }) => ({ inn: await listInns(db, user.userId) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
