/**
 * The `token` of a mailed link (`?token=…` on /login/link, /login/reset, /login/verify,
 * /login/change-email, /email/confirm, /email/unsubscribe): the first value, trimmed; null when missing or empty.
 * Pages pass it on unchecked: the API verifies it.
 */
export function mailedToken(raw: string | string[] | undefined): string | null {
  return (Array.isArray(raw) ? raw[0] : raw)?.trim() || null;
}
