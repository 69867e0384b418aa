// POST /105/api/newuser - create an anonymous user (optionally with its first СТС); answers userId and salt
import { apiRoute } from '@/lib/server/http/route';
import { createUser } from '@/lib/server/accounts/service';
import { newUserInput } from '@/lib/validation/accounts';

export const POST = apiRoute({ auth: false }, async ({ db, body }) => createUser(db, await body(newUserInput)));
