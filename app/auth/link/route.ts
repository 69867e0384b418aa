// POST /auth/link - a mailed sign-in link's «Войти» without JavaScript: sign in by the token, set the auth cookie, go to the list
import { mailedToken } from '@/lib/auth/mailed-token';
import { newTriple } from '@/lib/auth/session-hash';
import { signInWithToken } from '@/lib/server/accounts/sign-in';
import { setAuthCookiesForAdoption } from '@/lib/server/auth-cookie';
import { getDb } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { clientIp } from '@/lib/server/http/client-ip';
import { appErrorFromDatabase } from '@/lib/server/http/db-errors';
import { readForm } from '@/lib/server/http/form';
import { logError } from '@/lib/server/http/log';
import { DEFAULT_AFTER_SIGN_IN, linkPageRefused, type LinkRefusal } from '@/lib/auth/link-sign-in';
import { refuseCrossSitePost, seeOther } from '@/lib/server/http/page-form';

/**
 * The sign-in link page's form posts here when the page's scripts are not running (with them, the
 * page calls `POST /105/api/login` itself). The same rules as the API: the origin check (a forging
 * site cannot sign a visitor in to its own account), the token used once, the per-address limit.
 * Success: the HttpOnly auth cookie plus its one-shot readable copy (as after the no-JavaScript
 * home check) and 303 to the fines list. A refusal goes back to the link's page, which says why;
 * the token already sits in that page's address, so nothing new is exposed.
 */
export async function POST(req: Request): Promise<Response> {
  const refused = refuseCrossSitePost(req);
  if (refused) return refused;
  let token: string | null = null;
  try {
    token = mailedToken((await readForm(req)).token);
    if (!token) return seeOther(linkPageRefused(null, 'expired'));
    const { userId, salt } = await signInWithToken(await getDb(), token, clientIp(req));
    const response = seeOther(DEFAULT_AFTER_SIGN_IN);
    setAuthCookiesForAdoption(response, newTriple(userId, salt), req);
    return response;
  } catch (error) {
    const known = isAppError(error) ? error : appErrorFromDatabase(error);
    if (!known) logError('sign-in link form failed', error);
    const why: LinkRefusal =
      known?.code === 'bad_token' || known?.httpStatus === 400 ? 'expired' : known?.httpStatus === 429 ? 'limit' : 'unavailable';
    return seeOther(linkPageRefused(token, why));
  }
}
