import 'server-only';
import type { IncomingMessage } from 'node:http';
import { env } from '@/lib/env';

/**
 * The caller's address for per-address rate limits, one a client cannot choose.
 *
 * `next start` keeps a client's own `X-Forwarded-For` and fills it from the socket only when it is
 * absent, so the socket address is lost exactly when a client sends the header. The server
 * process therefore appends the socket address itself (hookHttpServers in server-hooks.ts), as a reverse proxy
 * does: the last entry is always the peer that opened the connection. With TRUST_PROXY = N
 * (like Express's `trust proxy` hop count) the N nearest peers are our own proxies, and the
 * address is the one the outermost of them saw: entry N counted from the end (0 = the socket).
 * Entries further left were written by the client and are never read. Takes a Request, or
 * anything with its headers (a server action's `await headers()` wrapped as `{ headers }`).
 */
export function clientIp(req: { headers: Headers }): string {
  const hops = forwardedHops(req.headers.get('x-forwarded-for'));
  if (hops.length === 0) return 'unknown';
  const index = Math.max(0, hops.length - 1 - env().TRUST_PROXY);
  return hops[index] ?? 'unknown';
}

/** The `X-Forwarded-For` entries, left (farthest) to right (nearest), without blanks. */
function forwardedHops(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Appends the socket address of `req` to its `X-Forwarded-For` (what a reverse proxy does). */
export function appendPeerAddress(req: IncomingMessage): void {
  const peer = req.socket?.remoteAddress ?? 'unknown';
  const existing = req.headers['x-forwarded-for'];
  const prior = Array.isArray(existing) ? existing.join(', ') : existing;
  req.headers['x-forwarded-for'] = prior ? `${prior}, ${peer}` : peer;
}
