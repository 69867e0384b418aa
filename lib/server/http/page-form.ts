import 'server-only';
import { NextResponse } from 'next/server';
import { servedOverHttps } from '@/lib/auth/cookie-options';
import { unavailableAddress } from '@/lib/outage/unavailable-address';
import { isAppError } from '@/lib/server/errors';
import { databaseUnavailable } from './db-errors';
import { logError } from './log';
import { assertSameOrigin } from './origin';

/**
 * For a form of a page posted without JavaScript (`/check`, `/auth/link`): the same-origin check
 * of the API (a forging site cannot post it on a visitor's behalf), answered as a plain Russian
 * 403 page rather than the API's JSON. Null when the post may go on.
 */
export function refuseCrossSitePost(req: Request): Response | null {
  try {
    assertSameOrigin(req);
    return null;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(error.errorDesc, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
}

/**
 * Puts `value` (what a refused form post's page shows: messages, what was typed) in a short-lived
 * HttpOnly cookie sent only to `path`, the page that shows it: never in an address, a history entry
 * or a log. `maxAge` in seconds.
 */
export function carryToPage(
  response: NextResponse,
  req: Request,
  cookie: { name: string; path: string; maxAge: number },
  value: string,
): NextResponse {
  response.cookies.set(cookie.name, value, {
    path: cookie.path,
    httpOnly: true,
    sameSite: 'lax',
    secure: servedOverHttps(req),
    maxAge: cookie.maxAge,
  });
  return response;
}

/**
 * Deletes a cookie `carryToPage` may have left from an earlier refusal: a form that has now
 * succeeded must not show the old refusal again (Back to the refused page) or keep what was typed.
 */
export function forgetCarried(response: NextResponse, req: Request, cookie: { name: string; path: string }): NextResponse {
  return carryToPage(response, req, { ...cookie, maxAge: 0 }, '');
}

/**
 * What was typed, as a field given it back can show it: control characters (a NUL, a line break)
 * dropped, cut to `max` characters (the field's own limit).
 */
export function typedForField(value: string, max: number): string {
  return value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').slice(0, max);
}

/** `303 See Other` to `location` (a path of this site), never cached: where a page's form post goes next. */
export function seeOther(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/**
 * For a page form's handler whose database stopped answering (by SQLSTATE, lib/server/http/db-errors.ts):
 * 303 to UNAVAILABLE_PATH, which the route guard answers with the «Сервис временно недоступен» page,
 * 503 and `Retry-After`, its «Обновить страницу» loading `backTo` (the page the form belongs to;
 * nothing the form asked for was done). Null for any other error, which the handler deals with.
 * The guard's own probe answers most outages before the handler runs; this is for one that starts
 * (or a lock that outlasts the statement timeout) while the handler reads.
 */
export function outageAnswer(name: string, error: unknown, backTo: string): NextResponse | null {
  if (!databaseUnavailable(error)) return null;
  logError(`${name}: database unavailable (answered 503)`, error);
  return seeOther(unavailableAddress(backTo));
}
