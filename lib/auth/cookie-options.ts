import { env } from '@/lib/env';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Attributes of the auth cookie (OWASP session management): HttpOnly so page scripts cannot read
 * it, SameSite=Lax, Secure whenever the site is served over HTTPS (the request's scheme, a proxy's
 * `X-Forwarded-Proto` or an `https:` PUBLIC_URL), and a lifetime of SESSION_IDLE_DAYS — the
 * server ends an unused sign-in after that long, so the cookie never outlives it. Shared by the
 * server's cookie route and the proxy, which may not import server code.
 */
export function authCookieOptions(req: Request) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: servedOverHttps(req),
    maxAge: env().SESSION_IDLE_DAYS * DAY_SECONDS,
  };
}

/** Whether the site is served over HTTPS for this request (then every cookie it sets is `Secure`). */
export function servedOverHttps(req: Request): boolean {
  if (new URL(req.url).protocol === 'https:') return true;
  if (req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return env().PUBLIC_URL.startsWith('https:');
}

/** Seconds the proxy's readable copy of a guarded page's sign-in lives: that page's load needs it. */
const RESTORE_COPY_SECONDS = 5 * 60;

/**
 * Attributes of the readable copy (ADOPT_COOKIE) that a guarded page's load carries, so that page's
 * scripts can put the sign-in back into localStorage when the browser dropped it but kept the
 * cookie (Safari deletes script-written storage of a site unused for 7 days; the server's HttpOnly
 * cookie stays). The scripts delete the copy as they read it (components/auth/auth-sync.tsx).
 */
export function restoreCopyOptions(req: Request) {
  return { ...authCookieOptions(req), httpOnly: false, maxAge: RESTORE_COPY_SECONDS };
}
