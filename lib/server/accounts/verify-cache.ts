import 'server-only';
import { createHash } from 'node:crypto';

/** How long a successful verification is reused, milliseconds. */
export const VERIFY_CACHE_TTL_MS = 5_000;
/** Most entries kept; the least recently used goes first. */
export const VERIFY_CACHE_MAX = 2_000;

/** What a successful verification established. */
export interface CachedAuth {
  userId: number;
  userType: number;
  credentialId: number;
}

interface Entry extends CachedAuth {
  expiresAt: number;
}

// A Map iterates in insertion order: re-inserting on a hit keeps the oldest entry first.
const entries = new Map<string, Entry>();

/** The cache key: a hash of the triple, so the map never holds a usable session. */
export function verifyCacheKey(userId: number, rand: string, session: string): string {
  return createHash('sha256').update(`${userId}:${rand}:${session}`).digest('base64url');
}

/**
 * A verification of the same triple that succeeded less than VERIFY_CACHE_TTL_MS ago in this
 * process, or undefined. Sign-outs and password changes in this process drop the user's entries
 * at once (forgetUser); one in another process takes effect here within the TTL (ADR 5).
 */
export function cachedVerification(key: string, now = Date.now()): CachedAuth | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  entries.delete(key);
  if (entry.expiresAt <= now) return undefined;
  entries.set(key, entry);
  return { userId: entry.userId, userType: entry.userType, credentialId: entry.credentialId };
}

/** Remembers a successful verification for VERIFY_CACHE_TTL_MS. */
export function rememberVerification(key: string, auth: CachedAuth, now = Date.now()): void {
  entries.delete(key);
  entries.set(key, { ...auth, expiresAt: now + VERIFY_CACHE_TTL_MS });
  while (entries.size > VERIFY_CACHE_MAX) entries.delete(entries.keys().next().value!);
}

/** Drops every cached verification of a user (sign-out, password change, new address, type change). */
export function forgetUser(userId: number): void {
  for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
}
