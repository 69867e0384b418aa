// POST /auth/sign-in - the password form of /login without JavaScript: sign in, set the auth cookie, go on
import { DEFAULT_AFTER_SIGN_IN } from '@/lib/auth/link-sign-in';
import {
  emptyFieldsRefusal,
  loginPageRefused,
  TYPED_EMAIL_COOKIE,
  TYPED_EMAIL_MAX_AGE,
  TYPED_EMAIL_MAX_LENGTH,
  type PasswordRefusal,
} from '@/lib/auth/password-sign-in';
import { newTriple } from '@/lib/auth/session-hash';
import { localPath } from '@/lib/auth/cookie';
import { signInWithPassword } from '@/lib/server/accounts/sign-in';
import { setAuthCookiesForAdoption } from '@/lib/server/auth-cookie';
import { getDb } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { clientIp } from '@/lib/server/http/client-ip';
import { appErrorFromDatabase } from '@/lib/server/http/db-errors';
import { readForm } from '@/lib/server/http/form';
import { logError } from '@/lib/server/http/log';
import { carryToPage, forgetCarried, refuseCrossSitePost, seeOther, typedForField } from '@/lib/server/http/page-form';
import { signInPasswordInput } from '@/lib/validation/accounts';

/** The e-mail's cookie, for /login only. */
const TYPED_EMAIL = { name: TYPED_EMAIL_COOKIE, path: '/login', maxAge: TYPED_EMAIL_MAX_AGE };

/**
 * /login's «Вход по паролю» posts here when the page's scripts are not running (with them, the
 * form calls `POST /105/api/login` itself). The same rules as the API: the origin check (a forging
 * site cannot sign a visitor in to its own account), the same limits per address and account, the
 * same answer for an unknown e-mail and a wrong password. Success: the HttpOnly auth cookie plus
 * its one-shot readable copy (as after the sign-in link without scripts) and 303 to `?next=` or the
 * fines list. A refusal goes back to /login, which says why and fills the e-mail in again from a
 * short-lived cookie (TYPED_EMAIL_COOKIE); nothing typed is put in the address, never the password.
 */
export async function POST(req: Request): Promise<Response> {
  const refused = refuseCrossSitePost(req);
  if (refused) return refused;
  // A same-site path only, as /login reads `next` (safeNextPath).
  const next = localPath(new URL(req.url).searchParams.get('next') ?? undefined, '') || null;
  let typedEmail = '';
  try {
    const form = await readForm(req);
    // Given back as the field shows it; one too long for any address is not kept at all.
    typedEmail = typedForField((form._username ?? '').trim(), TYPED_EMAIL_MAX_LENGTH + 1);
    const parsed = signInPasswordInput.safeParse(form);
    if (!parsed.success) return refusedBack(req, emptyFieldsRefusal(form._username, form._password) ?? 'input', next, typedEmail);
    const { _username, _password } = parsed.data;
    const { userId, salt } = await signInWithPassword(await getDb(), _username, _password, clientIp(req));
    // The e-mail of an earlier refusal goes: nothing typed stays on a shared device.
    const response = forgetCarried(seeOther(next ?? DEFAULT_AFTER_SIGN_IN), req, TYPED_EMAIL);
    setAuthCookiesForAdoption(response, newTriple(userId, salt), req);
    return response;
  } catch (error) {
    const known = isAppError(error) ? error : appErrorFromDatabase(error);
    if (!known) logError('password sign-in form failed', error);
    // A refusal of the request itself (a body too large, not a form) is the input's, not an outage.
    const status = known?.httpStatus ?? 500;
    const why: PasswordRefusal =
      status === 401 ? 'credentials' : status === 429 ? 'limit' : status < 500 ? 'input' : 'unavailable';
    return refusedBack(req, why, next, typedEmail, known?.details?.retryAfter);
  }
}

/**
 * 303 back to /login with why, the e-mail typed riding along in its cookie (sent to /login only);
 * without one to give back, the cookie of an earlier refusal is deleted.
 */
function refusedBack(
  req: Request,
  why: PasswordRefusal,
  next: string | null,
  typedEmail: string,
  waitSeconds?: number,
): Response {
  const response = seeOther(loginPageRefused(why, next, waitSeconds));
  // Nothing to give back: an e-mail an earlier refusal kept goes, or the field would show it beside «Вы забыли ввести e-mail».
  if (!typedEmail || typedEmail.length > TYPED_EMAIL_MAX_LENGTH) return forgetCarried(response, req, TYPED_EMAIL);
  return carryToPage(response, req, TYPED_EMAIL, typedEmail);
}
