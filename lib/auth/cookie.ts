/**
 * The auth cookie: the web platform's authorization mirrored from localStorage so the proxy and
 * server components can read it (ARCHITECTURE.md §5). It never holds the salt. Only the server
 * sets it, from a triple it has verified, as HttpOnly (lib/server/auth-cookie.ts).
 * Format: `userId.rand.session` — digits, digits, 64 hex chars.
 */
export const AUTH_COOKIE = 'shtrafy_auth';

/**
 * A readable copy of a sign-in for the page's scripts, which adopt it into localStorage on the
 * next load with JavaScript and delete it (components/auth/auth-sync.tsx): set by the server for a
 * sign-in it created without the page's scripts (the home form posted with JavaScript off), and
 * by the proxy on a guarded page's load, so a browser that dropped its stored sign-in but kept the
 * HttpOnly cookie gets it back (proxy.ts, rule 2). Same format as AUTH_COOKIE.
 */
export const ADOPT_COOKIE = 'shtrafy_adopt';

/** Auth query triple carried by every authenticated API call. */
export interface AuthTriple {
  userId: string;
  rand: string;
  session: string;
}

const TRIPLE = /^(\d{1,15})\.(\d{1,12})\.([0-9a-f]{64})$/;

/** Serializes the triple for the cookie value. */
export function formatAuthCookie(t: AuthTriple): string {
  return `${t.userId}.${t.rand}.${t.session}`;
}

/** Parses a cookie value; null when absent or malformed. */
export function parseAuthCookie(value: string | undefined | null): AuthTriple | null {
  const m = value ? TRIPLE.exec(value) : null;
  return m ? { userId: m[1]!, rand: m[2]!, session: m[3]! } : null;
}

/** Reads the triple from query parameters (`userId`, `rand`, `session`); null unless all three are well-formed. */
export function authFromQuery(params: URLSearchParams): AuthTriple | null {
  const userId = params.get('userId') ?? '';
  const rand = params.get('rand') ?? '';
  const session = params.get('session') ?? '';
  return parseAuthCookie(`${userId}.${rand}.${session.toLowerCase()}`);
}

/**
 * `value` when it is a path on this site (`/fines/list?tab=orders`), else `fallback`. Parsed as a
 * URL against a fixed origin, so `//host`, `/\\host` and control characters cannot leave the site.
 */
export function localPath(value: string | null | undefined, fallback = '/'): string {
  // Control characters and backslashes are refused outright: browsers strip or rewrite them
  // (`/\t/host` and `/\\host` both become `//host`).
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const base = 'http://local.invalid';
  try {
    const url = new URL(value, base);
    if (url.origin !== base || url.pathname.startsWith('//')) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
