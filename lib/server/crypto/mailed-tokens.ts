import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { MAILED_TOKEN_SHAPE } from '@/lib/auth/mailed-token';

// The one way every mailed link's token is made and stored (sign-in, reset, verify, change of
// address, notification confirmations and unsubscribes): only its hash reaches the database.

/** A fresh 256-bit token (base64url, 43 characters) and the SHA-256 (hex) that is stored instead of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: digest(token) };
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** SHA-256 (hex) of a token as stored; a malformed token gives null, so it never reaches a query. */
export function hashToken(token: string): string | null {
  return MAILED_TOKEN_SHAPE.test(token) ? digest(token) : null;
}
