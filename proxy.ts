import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_COOKIE, authFromQuery, parseAuthCookie, type AuthTriple } from '@/lib/auth/cookie';
import { LINK_SIGN_IN_PATH, REQUEST_PATH_HEADER } from '@/lib/auth/proxy-paths';

const TRIPLE_KEYS = ['userId', 'session', 'rand'] as const;

/**
 * The route guard (Next.js 16 renamed `middleware.ts` to `proxy.ts`).
 * 1. A visit with `userId`, `session` and `rand` in the query is a sign-in link (spec §2): it skips
 *    the guard and is rewritten to the link page, which verifies the triple on the server, asks
 *    before replacing another signed-in account and removes the parameters from the address.
 *    Nothing is saved here: an unverified triple never becomes the login.
 * 2. /profile, /taxes/list, /fines/list and /prepayment need a stored authorization; without one
 *    the visitor goes to /login.
 * 3. Every other page gets the path it was asked for in REQUEST_PATH_HEADER (the 404 page shows
 *    it), overwriting whatever the client sent under that name.
 * This is a convenience for navigation only: the cookie format is checked here, the session
 * itself is verified by the server code that serves the data.
 */
export function proxy(request: NextRequest): NextResponse {
  const { nextUrl } = request;
  const fromQuery = authFromQuery(nextUrl.searchParams);
  if (fromQuery) return rewriteToLinkSignIn(request, fromQuery);
  if (isGuarded(nextUrl.pathname) && !parseAuthCookie(request.cookies.get(AUTH_COOKIE)?.value)) {
    const login = new URL('/login', nextUrl);
    login.searchParams.set('next', nextUrl.pathname + nextUrl.search);
    return NextResponse.redirect(login);
  }
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, nextUrl.pathname + nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

/** The link page, told the triple and the address without it (where to go afterwards). */
function rewriteToLinkSignIn(request: NextRequest, triple: AuthTriple): NextResponse {
  const back = request.nextUrl.clone();
  for (const key of TRIPLE_KEYS) back.searchParams.delete(key);
  // A clone of nextUrl, so Next.js keeps the rewrite inside this server (same origin).
  const target = request.nextUrl.clone();
  target.pathname = LINK_SIGN_IN_PATH;
  target.search = '';
  target.searchParams.set('userId', triple.userId);
  target.searchParams.set('rand', triple.rand);
  target.searchParams.set('session', triple.session);
  target.searchParams.set('next', back.pathname === LINK_SIGN_IN_PATH ? '/' : back.pathname + back.search);
  const headers = new Headers(request.headers);
  headers.delete(REQUEST_PATH_HEADER);
  return NextResponse.rewrite(target, { request: { headers } });
}

const GUARDED = ['/profile', '/taxes/list', '/fines/list', '/prepayment'];

/** True for the guarded sections and everything under them. */
export function isGuarded(pathname: string): boolean {
  return GUARDED.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export const config = {
  // Pages only: not the API (it checks the session itself), not static files.
  matcher: ['/((?!105/api|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|sandbox/).*)'],
};
