// POST /auth/sign-out - /profile's «Выйти» without JavaScript: end this sign-in, clear its cookies, go to /login
import { authCookieOf, userOfAuthCookie } from '@/lib/server/accounts/authenticate';
import { revokeCredential } from '@/lib/server/accounts/credentials';
import { clearAuthCookie } from '@/lib/server/auth-cookie';
import { getDb } from '@/lib/server/db/client';
import { outageAnswer, refuseCrossSitePost, seeOther } from '@/lib/server/http/page-form';

/**
 * «Выйти» of /profile posts here when the page's scripts are not running (with them, the page calls
 * `POST /105/api/logout` and forgets its stored sign-in itself). The origin is checked first, so
 * another site cannot sign a visitor out. The sign-in of the auth cookie ends on the server (as
 * `POST /105/api/logout`: its salt stops working everywhere), both auth cookies are cleared and the
 * person goes to /login. A cookie that no longer holds is cleared the same way. While the database
 * does not answer nothing ends, and the «Сервис временно недоступен» page leads back to /profile.
 */
export async function POST(req: Request): Promise<Response> {
  const refused = refuseCrossSitePost(req);
  if (refused) return refused;
  try {
    const db = await getDb();
    const user = await userOfAuthCookie(db, authCookieOf(req));
    if (user) await revokeCredential(db, user.userId, user.credentialId);
  } catch (error) {
    const outage = outageAnswer('sign-out form', error, '/profile');
    if (outage) return outage;
    throw error;
  }
  const response = seeOther('/login');
  clearAuthCookie(response, req);
  return response;
}

/** A visit of the form's address (a reload, a copied link) signs nobody out: it goes to /profile. */
export function GET(): Response {
  return seeOther('/profile');
}
