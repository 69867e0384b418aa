/**
 * The shape of every mailed token: 256 random bits in base64url (43 characters, made by
 * `newToken` in lib/server/crypto/mailed-tokens.ts), with room
 * for longer ones. Anything else is not a token: it is refused before any query and never echoed
 * into an address.
 */
export const MAILED_TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The `token` of a mailed link (`?token=…` on /login/link, /login/reset, /login/verify,
 * /login/change-email, /email/confirm, /email/unsubscribe): the first value, trimmed; null when missing or empty.
 * Pages pass it on unchecked: the API verifies it.
 */
export function mailedToken(raw: string | string[] | undefined): string | null {
  return (Array.isArray(raw) ? raw[0] : raw)?.trim() || null;
}
