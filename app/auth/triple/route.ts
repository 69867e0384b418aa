// POST /auth/triple - a sign-in link's «Войти как …» without JavaScript: verify the triple, set the auth cookie, go on
import { LINK_SIGN_IN_PATH } from '@/lib/auth/proxy-paths';
import { localPath, parseAuthCookie } from '@/lib/auth/cookie';
import { verifyTriple } from '@/lib/server/accounts/authenticate';
import { setAuthCookiesForAdoption } from '@/lib/server/auth-cookie';
import { getDb } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { appErrorFromDatabase } from '@/lib/server/http/db-errors';
import { readForm } from '@/lib/server/http/form';
import { logError } from '@/lib/server/http/log';
import { refuseCrossSitePost, seeOther } from '@/lib/server/http/page-form';

/**
 * The sign-in link page's question «Войти как …?» posts here when the page's scripts are not
 * running (with them, the page saves the sign-in itself). The origin is checked first: another
 * site cannot post a triple of its own and sign a visitor in to its account (login CSRF). A triple
 * the server accepts becomes the HttpOnly auth cookie plus its one-shot readable copy (as after
 * the no-JavaScript sign-ins), and the person goes on to `next` (a path of this site). A wrong,
 * expired or revoked triple goes back to the link page, which then says the link is not valid.
 */
export async function POST(req: Request): Promise<Response> {
  const refused = refuseCrossSitePost(req);
  if (refused) return refused;
  try {
    const form = await readForm(req);
    const triple = parseAuthCookie(`${form.userId ?? ''}.${form.rand ?? ''}.${(form.session ?? '').toLowerCase()}`);
    if (!triple) return seeOther(LINK_SIGN_IN_PATH);
    await verifyTriple(await getDb(), triple.userId, triple.rand, triple.session);
    const next = localPath(form.next, '/');
    const response = seeOther(next.startsWith(LINK_SIGN_IN_PATH) ? '/' : next);
    setAuthCookiesForAdoption(response, triple, req);
    return response;
  } catch (error) {
    const known = isAppError(error) ? error : appErrorFromDatabase(error);
    if (!known) logError('sign-in link form failed', error);
    // The link page says «недействительна» without a triple, or the outage page while the database is down.
    return seeOther(LINK_SIGN_IN_PATH);
  }
}

/** A visit of the form's address (a reload, a copied link) goes to the link page, never a blank 405. */
export function GET(): Response {
  return seeOther(LINK_SIGN_IN_PATH);
}
