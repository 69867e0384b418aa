// GET /105/api/fines - the user's fines, tax charges and bailiff orders from all their documents
import { apiRoute } from '@/lib/server/http/route';
import { listFines } from '@/lib/server/fines/service';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user }) => ({ ...(await listFines(db, user.userId)) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
