import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The fixed part of the session hash (spec §3). It is public — it ships in the web client —
 * so a session proves knowledge of the per-user salt, not of this string.
 */
export const SESSION_SECRET = 'shtrafy-web-105';

/** Lower and upper bounds of `rand` (spec §3: a random integer between about 9999999 and 100000000). */
export const RAND_MIN = 10_000_000;
export const RAND_MAX = 99_999_999;

/**
 * session = hex(SHA-256(`${SESSION_SECRET}:${rand}:${userId}:${salt}`)) — 64 lowercase hex chars.
 * Computed the same way by the client and, to verify it, by the server. Pure JS (no WebCrypto),
 * so it also works on plain-http addresses where `crypto.subtle` is missing.
 */
export function computeSession(input: { rand: number | string; userId: number | string; salt: string }): string {
  return bytesToHex(sha256(utf8ToBytes(`${SESSION_SECRET}:${input.rand}:${input.userId}:${input.salt}`)));
}

/** A fresh `rand` for a new session, uniformly in [RAND_MIN, RAND_MAX]. */
export function newRand(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return RAND_MIN + ((buf[0] ?? 0) % (RAND_MAX - RAND_MIN + 1));
}

/**
 * A new sign-in's query triple (spec §3) from the user's id and salt: a fresh `rand` and the
 * session computed from them. Strings, as they travel in the query and the auth cookie.
 */
export function newTriple(userId: number | string, salt: string): { userId: string; rand: string; session: string } {
  const rand = String(newRand());
  return { userId: String(userId), rand, session: computeSession({ rand, userId, salt }) };
}
