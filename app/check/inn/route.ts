// POST /check/inn - /taxes's check by ИНН without JavaScript: save the ИНН, sign in, go to the tax list
import { newTriple } from '@/lib/auth/session-hash';
import { RATE } from '@/lib/server/accounts/limits';
import { createClient, createUser } from '@/lib/server/accounts/service';
import { setAuthCookiesForAdoption } from '@/lib/server/auth-cookie';
import { getDb } from '@/lib/server/db/client';
import { addForSignedInVisitor } from '@/lib/server/documents/add-for-visitor';
import {
  encodeInnCheckRefusal,
  INN_CHECK_REFUSAL_COOKIE,
  INN_CHECK_REFUSAL_MAX_AGE,
  INN_CHECK_REFUSED_PATH,
  type InnCheckRefusal,
} from '@/lib/server/documents/inn-check-refusal';
import { addInn } from '@/lib/server/documents/inn-service';
import { isAppError } from '@/lib/server/errors';
import { clientIp } from '@/lib/server/http/client-ip';
import { appErrorFromDatabase } from '@/lib/server/http/db-errors';
import { readForm } from '@/lib/server/http/form';
import { logError } from '@/lib/server/http/log';
import { carryToPage, forgetCarried, refuseCrossSitePost, seeOther } from '@/lib/server/http/page-form';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { innCheckForm } from '@/lib/validation/inn';

const TAX_LIST = '/taxes/list';
const UNEXPECTED = 'Не удалось сохранить ИНН. Попробуйте снова';
/** The refusal's cookie, for /taxes only. */
const REFUSAL = { name: INN_CHECK_REFUSAL_COOKIE, path: '/taxes', maxAge: INN_CHECK_REFUSAL_MAX_AGE };

/**
 * The ИНН form of /taxes posts here when the page's scripts are not running (with them, it calls
 * the API itself: `newuser` when nobody is signed in, then `tax/dataAdd`). The same rules: the
 * origin check, the shared zod schema (length, `00`, the ФНС check digits), the per-address
 * new-user limit and the 50-document limit. A visitor with a valid auth cookie gets the ИНН added
 * (already added is fine); anyone else becomes a new anonymous user with it, signed in by the
 * HttpOnly cookie. Success answers 303 to /taxes/list, where the registry lookup runs; a refusal
 * answers 303 back to the form, its message and the number typed in a short-lived cookie.
 */
export async function POST(req: Request): Promise<Response> {
  const refused = refuseCrossSitePost(req);
  if (refused) return refused;
  let typed = '';
  try {
    const form = await readForm(req);
    typed = form.inn ?? '';
    const parsed = innCheckForm.safeParse(form);
    if (!parsed.success) return backToForm(req, { inn: parsed.error.issues[0]?.message, typed });
    const db = await getDb();
    const inn = parsed.data.inn;
    // An earlier refusal is gone: Back to /taxes must not show it again.
    if (await addForSignedInVisitor(db, req, (userId) => addInn(db, userId, { data: inn })))
      return forgetCarried(seeOther(TAX_LIST), req, REFUSAL);
    await hitRateLimit(db, RATE.newUserPerIp, clientIp(req));
    const { userId, salt } = await createUser(db, { clientId: await createClient(db), channel: 'web' });
    await addInn(db, userId, { data: inn });
    const response = forgetCarried(seeOther(TAX_LIST), req, REFUSAL);
    setAuthCookiesForAdoption(response, newTriple(userId, salt), req);
    return response;
  } catch (error) {
    // A limit or a database that is down: said on the form in Russian.
    const known = isAppError(error) ? error : appErrorFromDatabase(error);
    if (!known) logError('tax check form failed', error);
    return backToForm(req, { form: known?.errorDesc ?? UNEXPECTED, typed });
  }
}

function backToForm(req: Request, refusal: InnCheckRefusal): Response {
  return carryToPage(seeOther(INN_CHECK_REFUSED_PATH), req, REFUSAL, encodeInnCheckRefusal(refusal));
}

/** A visit of the form's address (a reload, a typed or copied address) goes to the form on /taxes. */
export function GET(): Response {
  return seeOther('/taxes');
}
