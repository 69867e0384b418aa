import 'server-only';

/**
 * The caller's address for rate limits: the first X-Forwarded-For entry (Next.js fills the header
 * from the socket when no proxy set it). Behind a reverse proxy, the proxy must overwrite the
 * header; see README «Развёртывание». Per-account limits do not depend on this.
 */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  return first || req.headers.get('x-real-ip') || 'unknown';
}
