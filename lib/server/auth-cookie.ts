import 'server-only';
import type { NextResponse } from 'next/server';
import { ADOPT_COOKIE, AUTH_COOKIE, formatAuthCookie, type AuthTriple } from '@/lib/auth/cookie';
import { env } from '@/lib/env';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Attributes of the auth cookie (OWASP session management): HttpOnly so page scripts cannot read
 * it, SameSite=Lax, Secure whenever the site is served over HTTPS (the request's scheme, a proxy's
 * `X-Forwarded-Proto` or an `https:` PUBLIC_URL), and a lifetime of SESSION_IDLE_DAYS — the
 * server ends an unused sign-in after that long, so the cookie never outlives it.
 */
export function authCookieOptions(req: Request) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isHttps(req),
    maxAge: env().SESSION_IDLE_DAYS * DAY_SECONDS,
  };
}

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
  response.cookies.set(ADOPT_COOKIE, formatAuthCookie(triple), { ...authCookieOptions(req), httpOnly: false });
}

/** Expires the auth cookie (sign-out, or a triple the server no longer accepts). */
export function clearAuthCookie(response: NextResponse, req: Request): void {
  response.cookies.set(AUTH_COOKIE, '', { ...authCookieOptions(req), maxAge: 0 });
  response.cookies.set(ADOPT_COOKIE, '', { ...authCookieOptions(req), httpOnly: false, maxAge: 0 });
}

function isHttps(req: Request): boolean {
  if (new URL(req.url).protocol === 'https:') return true;
  if (req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return env().PUBLIC_URL.startsWith('https:');
}
