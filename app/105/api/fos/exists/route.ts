// GET /105/api/fos/exists?email= - whether an account has this e-mail (rate-limited)
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { emailExists } from '@/lib/server/accounts/registration';
import { fosExistsQuery } from '@/lib/validation/accounts';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: false }, async ({ db, req, query }) => ({
  exists: await emailExists(db, query(fosExistsQuery).email, clientIp(req)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
