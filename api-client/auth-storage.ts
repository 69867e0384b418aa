import { AUTH_COOKIE, formatAuthCookie, type AuthTriple } from '@/lib/auth/cookie';
import { clearSavedNotPaid } from './ordinances-saved';

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
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

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
 * Saves the record and, for the web platform, mirrors userId, rand and session (never the salt)
 * into the auth cookie that the proxy and server-rendered pages read.
 */
export function saveAuth(record: AuthRecord, platform: Platform = 'web'): void {
  window.localStorage.setItem(KEY(platform), JSON.stringify(record));
  if (platform === 'web' && record.userId && record.rand && record.session) {
    writeCookie(formatAuthCookie({ userId: record.userId, rand: record.rand, session: record.session }), COOKIE_MAX_AGE);
  }
}

/**
 * Forgets the authorization (keeps the clientId), clears the cookie and the saved list of unpaid
 * fines, so nothing personal stays on a shared computer. Callers reload the page afterwards,
 * which also drops in-memory state.
 */
export function clearAuth(platform: Platform = 'web'): void {
  const { clientId } = readAuthRecord(platform);
  window.localStorage.setItem(KEY(platform), JSON.stringify(clientId ? { clientId } : {}));
  clearSavedNotPaid(window.localStorage);
  if (platform === 'web') writeCookie('', 0);
}

function writeCookie(value: string, maxAge: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${AUTH_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
