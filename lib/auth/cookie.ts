/**
 * The auth cookie: the web platform's authorization mirrored from localStorage so the proxy and
 * server components can read it (ARCHITECTURE.md §5). It never holds the salt.
 * Format: `userId.rand.session` — digits, digits, 64 hex chars.
 */
export const AUTH_COOKIE = 'shtrafy_auth';

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
