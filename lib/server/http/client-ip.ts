import 'server-only';
import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import { env } from '@/lib/env';

/**
 * The caller's network for per-address rate limits, one a client cannot choose: an IPv4 address,
 * or the /64 of an IPv6 one (`networkOf`), since one subscriber holds a whole /64 and could
 * otherwise take a fresh address for every request.
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
  return networkOf(hops[index] ?? 'unknown');
}

/**
 * The rate-limit subject of one address: an IPv4 address as it is (also when written IPv4-mapped,
 * `::ffff:192.0.2.1`), an IPv6 address as its /64 prefix (`2001:db8:1:2::/64`; RFC 4291 §2.5.4:
 * the last 64 bits are the interface's, chosen freely by the host, RFC 8981), anything else as it is.
 */
export function networkOf(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (!isIPv6(bare)) return address;
  const groups = expandIPv6(bare);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, lower-case hex without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
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
