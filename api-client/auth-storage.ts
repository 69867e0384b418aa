import type { AuthTriple } from '@/lib/auth/cookie';

/** Platforms that keep their own authorization record (spec §3). */
export type Platform = 'web' | 'chromeExtension';

/** One platform's authorization record in localStorage (spec §3). The salt is a credential. */
export interface AuthRecord {
  clientId?: string;
  salt?: string;
  rand?: string;
  userId?: string;
  session?: string;
  userType?: 1 | 3;
}

const KEY = (platform: Platform) => `shtrafy:auth:${platform}`;
/** The page route that verifies a triple and sets (POST) or clears (DELETE) the HttpOnly auth cookie. */
export const AUTH_COOKIE_PATH = '/auth/cookie';

/** The stored record, or null when absent or incomplete (rand, session and userId must all be set). */
export function readAuth(platform: Platform = 'web'): (AuthRecord & AuthTriple) | null {
  if (typeof window === 'undefined') return null;
  try {
    const record = JSON.parse(window.localStorage.getItem(KEY(platform)) ?? 'null') as AuthRecord | null;
    if (!record?.rand || !record.session || !record.userId) return null;
    return record as AuthRecord & AuthTriple;
  } catch {
    return null;
  }
}

/** Any stored record, complete or not (the clientId survives a logout). */
export function readAuthRecord(platform: Platform = 'web'): AuthRecord {
  if (typeof window === 'undefined') return {};
  try {
    return (JSON.parse(window.localStorage.getItem(KEY(platform)) ?? 'null') as AuthRecord | null) ?? {};
  } catch {
    return {};
  }
}

/**
 * Saves the record and, for the web platform, asks the server to put userId, rand and session
 * (never the salt) into the HttpOnly auth cookie that the proxy and server-rendered pages read.
 * Resolves once the server answered, so a navigation started afterwards already carries the
 * cookie. A refused or failed cookie call is not an error here: the API calls themselves carry
 * the triple, and the session check signs out a login the server does not accept.
 */
export async function saveAuth(record: AuthRecord, platform: Platform = 'web'): Promise<void> {
  window.localStorage.setItem(KEY(platform), JSON.stringify(record));
  if (platform === 'web' && record.userId && record.rand && record.session) {
    await storeAuthCookie({ userId: record.userId, rand: record.rand, session: record.session });
  }
}

/** Asks the server to verify `triple` and set it as the HttpOnly auth cookie; true when it did. */
export async function storeAuthCookie(triple: AuthTriple): Promise<boolean> {
  return cookieCall('POST', new URLSearchParams({ userId: triple.userId, rand: triple.rand, session: triple.session }));
}

/**
 * Forgets the authorization (keeps the clientId) and clears the cookie on the server, so nothing
 * personal stays on a shared computer (fines live only in the in-memory React Query cache).
 * Callers reload the page afterwards, which drops that cache too; the cookie call is `keepalive`, so it completes
 * even when the reload starts before it answered.
 */
export async function clearAuth(platform: Platform = 'web'): Promise<void> {
  const { clientId } = readAuthRecord(platform);
  window.localStorage.setItem(KEY(platform), JSON.stringify(clientId ? { clientId } : {}));
  if (platform === 'web') await cookieCall('DELETE');
}

async function cookieCall(method: 'POST' | 'DELETE', body?: URLSearchParams): Promise<boolean> {
  try {
    const response = await fetch(new URL(AUTH_COOKIE_PATH, window.location.origin), {
      method,
      body,
      credentials: 'same-origin',
      keepalive: true,
      cache: 'no-store',
    });
    return response.ok;
  } catch {
    return false; // offline or navigating away: the next page load repairs the cookie (AuthSync)
  }
}
