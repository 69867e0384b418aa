import { NextResponse, type NextRequest } from 'next/server';
import { ADOPT_COOKIE, AUTH_COOKIE, authFromQuery, formatAuthCookie, parseAuthCookie, type AuthTriple } from '@/lib/auth/cookie';
import { restoreCopyOptions } from '@/lib/auth/cookie-options';
import { LINK_SIGN_IN_PATH, REQUEST_PATH_HEADER } from '@/lib/auth/proxy-paths';
import { continueWith, withContentSecurityPolicy } from '@/lib/security/csp';
import { answerPreflight, isApiPreflight } from '@/lib/security/cors';
import { hasMalformedEscape, malformedPathResponse } from '@/lib/contract/malformed-path';
import { databaseReachable } from '@/lib/outage/database-gate';
import { unavailablePage } from '@/lib/outage/unavailable-page';
import { UNAVAILABLE_PATH } from '@/lib/outage/unavailable-address';
import { contentAddressVerdict, contentIndexFor, type ContentIndex } from '@/lib/contract/content-index';
import { legalEntityOnlyHtml, notFoundHtml } from '@/lib/proxy/not-found-html';
import { isUnknownListAddress, pageIsMissing } from '@/lib/proxy/missing-page';
import { MSG_METHOD_NOT_SUPPORTED } from '@/lib/domain/messages';

const TRIPLE_KEYS = ['userId', 'session', 'rand'] as const;

/**
 * The route guard (Next.js 16 renamed `middleware.ts` to `proxy.ts`).
 * 1. A visit with `userId`, `session` and `rand` in the query is a sign-in link (spec §2): it skips
 *    the guard and is redirected to the link page, which verifies the triple on the server, asks
 *    before replacing another signed-in account and removes the parameters from the address.
 *    Nothing is saved here: an unverified triple never becomes the login.
 * 2. /profile, /taxes/list, /fines/list and /prepayment need a stored authorization; without one
 *    the visitor goes to /login. With one, the page's load also carries a short-lived readable copy
 *    of it (ADOPT_COOKIE): a browser that dropped the page's stored sign-in but kept the cookie
 *    (Safari's 7-day limit on script-written storage) gets it back instead of being sent to «Вход
 *    завершён» by its own first API call. A cookie the server no longer accepts never renders the
 *    page: it goes through /auth/ended, which deletes both cookies.
 * 3. An address in a content section (news, journal, landing, OSAGO, fines and taxes pages,
 *    licences) that names nothing the server's content index knows is answered 404 here, with the
 *    full message in the HTML (lib/contract/content-index.ts says why the page cannot do it).
 *    So is a page visit to a person's fine, order, payment or organization that is not theirs (or
 *    does not exist), as the server's installed check says (lib/proxy/missing-page.ts).
 * 4. Every other page gets the path it was asked for in REQUEST_PATH_HEADER (the 404 page shows
 *    it), overwriting whatever the client sent under that name.
 * This is a convenience for navigation only: the cookie format is checked here, the session
 * itself is verified by the server code that serves the data.
 * Every page gets its per-request Content-Security-Policy (lib/security/csp.ts); a CORS preflight
 * to /105/api is answered here (lib/security/cors.ts). While the database cannot be reached, a page
 * visit (and the home form's post) gets «Сервис временно недоступен» with 503 and `Retry-After`
 * before anything renders (lib/outage): status codes cannot change once a page streams. A page
 * whose database stops answering mid-render redirects to UNAVAILABLE_PATH, answered the same way.
 */
export async function proxy(request: NextRequest): Promise<Response> {
  if (isApiPreflight(request)) return answerPreflight(request);
  // The API: only a path Next.js cannot decode is answered here (in the envelope); the rest passes.
  if (/^\/105\/api(\/|$)/.test(request.nextUrl.pathname)) {
    return hasMalformedEscape(request.nextUrl.pathname) ? malformedPathResponse() : NextResponse.next();
  }
  // Where a page goes when the database stops answering during its render (lib/server/pages/outage-aware.ts).
  if (request.nextUrl.pathname === UNAVAILABLE_PATH) {
    return unavailablePage(request.nextUrl.searchParams.get('next') ?? '/', { returnTo: true });
  }
  if (request.nextUrl.pathname === '/') {
    // The static home page comes here only with `userId` in its query or a request body (see
    // `config`). A post is refused: Next.js would take a form post for a server action and render
    // the page afresh, without the policy stored beside the built file (ADR 15).
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed('GET, HEAD');
    // A sign-in link's triple goes on to the link page; anything else gets the page as built, with
    // its own policy, which a second, nonce-based one would contradict.
    if (!authFromQuery(request.nextUrl.searchParams)) return NextResponse.next();
  }
  const lowered = lowerCaseAddress(request);
  if (lowered) return lowered;
  // Pages answer GET and HEAD, and POST for their forms (/check, /auth/link, the fleet filter);
  // Next.js would render a page for PUT or PATCH too, with 200.
  const allowed = allowedMethods(request.nextUrl.pathname);
  if (!allowed.includes(request.method)) return methodNotAllowed(allowed.join(', '));
  // The site has no server actions: a request naming one is forged, and Next.js would answer it in
  // English and log an error.
  if (request.headers.has('next-action')) return noServerActions();
  // The site's forms post `application/x-www-form-urlencoded`; Next.js takes a multipart post to a
  // page for a server action and answers «Server Action unavailable» in English.
  if (request.method === 'POST' && /^multipart\//i.test(request.headers.get('content-type') ?? '')) return noServerActions();
  const visit = pageVisit(request);
  if (visit && !(await databaseReachable())) return unavailablePage(visit);
  // A content address needs the server's index of what is published, read now if it is stale.
  const index = await contentIndexFor(request.nextUrl.pathname);
  // Only a whole page's load: the router's own fetch of a page shows its 404 in place, with scripts.
  const check =
    visit !== null &&
    (await pageIsMissing(request.nextUrl.pathname, request.nextUrl.searchParams, request.cookies.get(AUTH_COOKIE)?.value));
  if (visit && check === 'unavailable') return unavailablePage(visit);
  const missing = check === 'legalEntityOnly' ? check : isUnknownListAddress(request.nextUrl.pathname) || check === true;
  return withContentSecurityPolicy(request, (headers) => guard(request, headers, index, missing, visit !== null));
}

/**
 * Every address of the site is lower case: `/News` or `/OSAGO/Kasko` typed or linked by hand
 * answers 308 to the same address in lower case (the query kept) instead of a 404. Only GET and
 * HEAD, only Latin letters outside `%`-escapes (a Cyrillic slug's escapes stay as they are); a
 * malformed escape is left to the 404 page.
 */
function lowerCaseAddress(request: NextRequest): NextResponse | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/_next/') || hasMalformedEscape(pathname)) return null;
  if (!/[A-Z]/.test(pathname.replace(/%[0-9A-Fa-f]{2}/g, ''))) return null;
  const lower = request.nextUrl.clone();
  lower.pathname = pathname.replace(/(%[0-9A-Fa-f]{2})|[A-Z]+/g, (match, escape?: string) => escape ?? match.toLowerCase());
  // Next.js needs an absolute location here (a path alone was a 500): the request's own origin, as the guard's.
  const response = NextResponse.redirect(lower, 308);
  response.headers.set('cache-control', 'no-store');
  return response;
}

/**
 * The route handlers outside the API and the methods each exports (HEAD comes with GET): anything
 * else gets the Russian 405 here, with its true `Allow` (Next.js answered such a request with an
 * empty 405, or the page list's methods).
 */
const HANDLER_METHODS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^\/auth\/cookie$/, ['POST', 'DELETE']],
  [/^\/auth\/(link|sign-in)$/, ['POST']],
  [/^\/auth\/ended$/, ['GET', 'HEAD']],
  [/^\/fines\/list\/organization\/[^/]+\/export$/, ['GET', 'HEAD']],
  [
    /^(\/auth\/(triple|sign-out)|\/check(\/inn)?|\/prepayment\/wait\/cancel|\/email\/(confirm|unsubscribe)\/submit)$/,
    ['GET', 'HEAD', 'POST'],
  ],
  [/^\/fines\/list\/organization\/[^/]+\/filter$/, ['GET', 'HEAD', 'POST']],
];

/**
 * The methods an address outside the API answers: a route handler's own, GET and HEAD for a file,
 * and GET, HEAD and POST for a page (a sign-in form without scripts posts to its own page).
 */
function allowedMethods(pathname: string): readonly string[] {
  const handler = HANDLER_METHODS.find(([path]) => path.test(pathname));
  if (handler) return handler[1];
  // A file (public/, the feed, the sitemap) is only read: the framework answered a post in English.
  if (isFileAddress(pathname)) return ['GET', 'HEAD'];
  return ['GET', 'HEAD', 'POST'];
}

/** 405 with the methods the address answers, in Russian like every answer of the site. */
function methodNotAllowed(allow: string): NextResponse {
  return new NextResponse(MSG_METHOD_NOT_SUPPORTED, {
    status: 405,
    headers: { allow, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** 400 for a request naming a server action (`Next-Action`): the site has none. */
function noServerActions(): NextResponse {
  return new NextResponse('Запрос не поддерживается', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * For a request that loads a whole page — a document (not the router's RSC fetch, whose failure
 * the page's error boundary shows in place) or a home or /taxes form's post — the address its «Обновить
 * страницу» link should load; null for anything else.
 */
function pageVisit(request: NextRequest): string | null {
  const { pathname, search } = request.nextUrl;
  if (request.method === 'POST' && pathname === '/check') return '/';
  if (request.method === 'POST' && pathname === '/check/inn') return '/taxes';
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  // Next.js strips its router headers (`RSC`) and `_rsc` before the proxy runs, so the router's
  // fetch is told apart by the browser's own `Sec-Fetch-Dest`: `empty` for a fetch, `document`
  // (or `iframe`) for a page load. Clients that send no such header (crawlers, curl) load pages.
  const dest = request.headers.get('sec-fetch-dest');
  if (dest !== null && dest !== 'document' && dest !== 'iframe') return null;
  if (isFileAddress(pathname)) return null;
  return pathname + search;
}

/**
 * An address of a file (public/, the feed, the sitemap): its name has an extension. Never one under
 * the guarded sections, which hold no files: `/fines/list/fine/1.0` is a page visit, answered with
 * the whole 404 page (it was the framework's blank one).
 */
function isFileAddress(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname) && !isGuarded(pathname);
}

/**
 * The route guard itself; `headers` are the request headers the page renders with, `index` the
 * content index when the visit is to a content address, `missing` whether the page would be the
 * 404 page for this visitor (lib/proxy/missing-page.ts), or `legalEntityOnly` for an organization
 * of theirs hidden while they are a private person (403), `pageLoad` whether it loads a whole page.
 */
function guard(
  request: NextRequest,
  headers: Headers,
  index: ContentIndex | null,
  missing: boolean | 'legalEntityOnly',
  pageLoad: boolean,
): NextResponse {
  const { nextUrl } = request;
  const fromQuery = authFromQuery(nextUrl.searchParams);
  if (fromQuery && nextUrl.pathname !== LINK_SIGN_IN_PATH) return redirectToLinkSignIn(request, fromQuery);
  if (fromQuery) return continueWith(headers); // the link page itself: it verifies the triple
  const guarded = isGuarded(nextUrl.pathname);
  const signIn = guarded ? parseAuthCookie(request.cookies.get(AUTH_COOKIE)?.value) : null;
  if (guarded && !signIn) {
    const login = new URL('/login', nextUrl);
    const back = nextUrl.clone();
    // The router's cache-busting parameter is not part of the page's address (a «back» after
    // «Выйти» carried `&_rsc=…` into the sign-in's `next`).
    back.searchParams.delete('_rsc');
    login.searchParams.set('next', back.pathname + back.search);
    // A form's post (the fleet filter, cancelling a payment) goes on as a GET: a 307 would post it to /login.
    return NextResponse.redirect(login, request.method === 'GET' || request.method === 'HEAD' ? 307 : 303);
  }
  if (missing === 'legalEntityOnly') {
    return new NextResponse(legalEntityOnlyHtml(), {
      status: 403,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  if (missing || (index && contentAddressVerdict(nextUrl.pathname, nextUrl.searchParams, index) === 'unknown')) {
    return new NextResponse(notFoundHtml(nextUrl.pathname + nextUrl.search), {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  headers.set(REQUEST_PATH_HEADER, nextUrl.pathname + nextUrl.search);
  const response = continueWith(headers);
  if (signIn && pageLoad) response.cookies.set(ADOPT_COOKIE, formatAuthCookie(signIn), restoreCopyOptions(request));
  return response;
}

/**
 * Sends the visit to the link page with the triple and the address without it (where to go
 * afterwards). A redirect, not a rewrite: Next.js proxies a rewrite over the network when the
 * server listens on an explicit loopback host (`next start -H 127.0.0.1`), which fails.
 */
function redirectToLinkSignIn(request: NextRequest, triple: AuthTriple): NextResponse {
  const back = request.nextUrl.clone();
  for (const key of [...TRIPLE_KEYS, '_rsc']) back.searchParams.delete(key);
  const target = request.nextUrl.clone();
  target.pathname = LINK_SIGN_IN_PATH;
  target.search = '';
  target.searchParams.set('userId', triple.userId);
  target.searchParams.set('rand', triple.rand);
  target.searchParams.set('session', triple.session);
  target.searchParams.set('next', back.pathname + back.search);
  const response = NextResponse.redirect(target, 303);
  response.headers.set('referrer-policy', 'no-referrer');
  response.headers.set('cache-control', 'no-store');
  return response;
}

const GUARDED = ['/profile', '/taxes/list', '/fines/list', '/prepayment'];

/** True for the guarded sections and everything under them. */
export function isGuarded(pathname: string): boolean {
  return GUARDED.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export const config = {
  matcher: [
    // Pages only: not the API (it checks the session itself), not static files, not the home page:
    // it is built once and served as a file, with its own policy (lib/security/static-page-csp.ts),
    // and needs no database, so it stays up through an outage. robots.txt and the sitemap pass
    // here, so a post to them gets the Russian 405 with `Allow` (the framework's was empty).
    '/((?!105/api|_next/static|_next/image|favicon.ico|sandbox/).+)',
    // The home page with a sign-in link's triple (rule 1 below), or with a body (refused).
    { source: '/', has: [{ type: 'query', key: 'userId' }] },
    { source: '/', has: [{ type: 'header', key: 'content-type' }] },
    { source: '/', has: [{ type: 'header', key: 'next-action' }] },
    // CORS preflights of the API (they carry no body and no session).
    { source: '/105/api/:path*', has: [{ type: 'header', key: 'access-control-request-method' }] },
    // API paths only when they hold a `%` (the malformed-escape answer above): a proxy in front of
    // the API would make Next.js buffer every request body before the handler sees it.
    '/105/api/:rest(.*%.*)',
  ],
};
