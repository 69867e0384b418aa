// POST /check - the home page's fines check without JavaScript: save the СТС, sign in, go to the list
import { NextResponse } from 'next/server';
import { newTriple } from '@/lib/auth/session-hash';
import { DEFAULT_AFTER_SIGN_IN } from '@/lib/auth/link-sign-in';
import { RATE } from '@/lib/server/accounts/limits';
import { createClient, createUser } from '@/lib/server/accounts/service';
import { setAuthCookiesForAdoption } from '@/lib/server/auth-cookie';
import { getDb } from '@/lib/server/db/client';
import { addForSignedInVisitor } from '@/lib/server/documents/add-for-visitor';
import { addSts } from '@/lib/server/documents/sts-service';
import { isAppError } from '@/lib/server/errors';
import { clientIp } from '@/lib/server/http/client-ip';
import { appErrorFromDatabase } from '@/lib/server/http/db-errors';
import { readForm } from '@/lib/server/http/form';
import { logError } from '@/lib/server/http/log';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { fineCheckForm } from '@/lib/validation/sts';
import {
  CHECK_ERRORS_COOKIE,
  CHECK_ERRORS_MAX_AGE,
  CHECK_REFUSED_PATH,
  CHECK_FORM_ANCHOR,
  encodeCheckErrors,
  type CheckErrors,
} from './check-errors';
import { carryToPage, forgetCarried, refuseCrossSitePost, seeOther } from '@/lib/server/http/page-form';

const UNEXPECTED = 'Что-то пошло не так. Попробуйте снова';
/** The messages' cookie, for the refused form's page only. */
const MESSAGES = { name: CHECK_ERRORS_COOKIE, path: CHECK_REFUSED_PATH, maxAge: CHECK_ERRORS_MAX_AGE };

/**
 * The form posts here when the page's scripts are not running (the scripted form calls the API
 * itself). Same rules as the API: the origin check, the shared zod schema and the per-address
 * new-user limit. A signed-in visitor (valid auth cookie) gets the certificate added to their
 * account; anyone else becomes a new anonymous user with it, signed in by an HttpOnly cookie the
 * server computes from the new salt (which never leaves the server). Success answers 303 to
 * /fines/list; a mistake answers 303 back to the form with the messages in a short-lived cookie,
 * so the numbers typed never appear in an address, a history entry or a log.
 */
export async function POST(req: Request): Promise<Response> {
  const refused = refuseCrossSitePost(req);
  if (refused) return refused;
  // What was typed goes back into the form with the messages (in the cookie, never the address).
  let typed: Record<string, string> = {};
  try {
    typed = await readForm(req);
    const parsed = fineCheckForm.safeParse(typed);
    if (!parsed.success) {
      const errors: CheckErrors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '_') as keyof CheckErrors;
        errors[key] ??= issue.message;
      }
      return backToForm(req, errors, typed);
    }
    const db = await getDb();
    // An earlier refusal is gone: Back to its page must not show it again.
    if (await addForSignedInVisitor(db, req, (userId) => addSts(db, userId, parsed.data)))
      return forgetCarried(seeOther(DEFAULT_AFTER_SIGN_IN), req, MESSAGES);
    await hitRateLimit(db, RATE.newUserPerIp, clientIp(req));
    const clientId = await createClient(db);
    const { userId, salt } = await createUser(db, { clientId, channel: 'web', ...parsed.data });
    const response = forgetCarried(seeOther(DEFAULT_AFTER_SIGN_IN), req, MESSAGES);
    setAuthCookiesForAdoption(response, newTriple(userId, salt), req);
    return response;
  } catch (error) {
    // A mistake, a limit or a database that is down: said on the form in Russian.
    const known = isAppError(error) ? error : appErrorFromDatabase(error);
    if (known) return backToForm(req, { _: known.errorDesc }, typed);
    logError('home check form failed', error);
    return backToForm(req, { _: UNEXPECTED }, typed);
  }
}

function backToForm(req: Request, errors: CheckErrors, typed: Record<string, string>): NextResponse {
  // A field's message: the page opens at that field (autofocus, which a #fragment would cancel);
  // only the form's own message opens at the form's card.
  const fieldNamed = Object.keys(errors).some((key) => key !== '_');
  const at = fieldNamed ? CHECK_REFUSED_PATH : `${CHECK_REFUSED_PATH}#${CHECK_FORM_ANCHOR}`;
  return carryToPage(seeOther(at), req, MESSAGES, encodeCheckErrors(errors, typed));
}

/** A visit of the form's address (a reload, a typed or copied address) goes to the home page's form, never a blank 405. */
export function GET(): Response {
  return seeOther('/');
}
