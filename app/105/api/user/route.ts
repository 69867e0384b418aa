// GET /105/api/user - the caller's account
import { apiRoute } from '@/lib/server/http/route';
import { getUser } from '@/lib/server/accounts/service';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user }) => ({ user: await getUser(db, user.userId) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
