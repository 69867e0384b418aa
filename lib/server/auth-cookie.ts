import 'server-only';
import type { NextResponse } from 'next/server';
import { ADOPT_COOKIE, AUTH_COOKIE, formatAuthCookie, type AuthTriple } from '@/lib/auth/cookie';
import { authCookieOptions, restoreCopyOptions } from '@/lib/auth/cookie-options';

/** Puts a verified triple into the auth cookie of `response`. Callers verify the triple first. */
export function setAuthCookie(response: NextResponse, triple: AuthTriple, req: Request): void {
  response.cookies.set(AUTH_COOKIE, formatAuthCookie(triple), authCookieOptions(req));
}

/**
 * For a sign-in made without the page's scripts (no-JavaScript home form): the HttpOnly cookie
 * plus a readable one-shot copy that the page moves into localStorage on its next load with
 * JavaScript (ADOPT_COOKIE), because the API is called with the triple from there.
 */
export function setAuthCookiesForAdoption(response: NextResponse, triple: AuthTriple, req: Request): void {
  setAuthCookie(response, triple, req);
  // Short-lived like the proxy's restore copy: a browser that never runs the scripts would keep a
  // script-readable sign-in for months otherwise; every page load signed in brings a fresh one.
  response.cookies.set(ADOPT_COOKIE, formatAuthCookie(triple), restoreCopyOptions(req));
}

/** Expires the auth cookie (sign-out, or a triple the server no longer accepts). */
export function clearAuthCookie(response: NextResponse, req: Request): void {
  response.cookies.set(AUTH_COOKIE, '', { ...authCookieOptions(req), maxAge: 0 });
  response.cookies.set(ADOPT_COOKIE, '', { ...authCookieOptions(req), httpOnly: false, maxAge: 0 });
}
