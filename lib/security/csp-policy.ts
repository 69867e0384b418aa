import { PUBLIC_API_BASE_URL } from '@/lib/public-env';

/**
 * The pages' Content-Security-Policy as text (OWASP CSP cheat sheet, "strict CSP"), without the
 * framework or the server's configuration, so the build step that writes the static pages' policy
 * (lib/security/static-page-csp.ts) uses the same directives as the proxy (lib/security/csp.ts).
 */

/** What the policy allows besides our own origin. */
export interface PolicyOptions {
  /** Adds 'unsafe-eval', which React's dev tools need. */
  dev: boolean;
  /** The API base the browser calls (NEXT_PUBLIC_API_BASE_URL): its origin joins connect-src. */
  apiBaseUrl?: string;
  /** MAP_TILE_URL: map tiles load as images from that origin only. */
  tileUrl?: string;
}

/** The origin the browser sends API calls to besides our own, or null when it is ours. */
export function apiOrigin(baseUrl: string = PUBLIC_API_BASE_URL): string | null {
  if (!/^https?:\/\//i.test(baseUrl)) return null;
  try {
    return new URL(baseUrl).origin;
  } catch {
    return null;
  }
}

/**
 * The origin of the map tiles (MAP_TILE_URL), or null when none is configured. A `{s}` subdomain
 * placeholder widens it to those subdomains (`https://{s}.tile.example` → `https://*.tile.example`).
 */
export function tileOrigin(tileUrl: string | undefined): string | null {
  if (!tileUrl) return null;
  try {
    const url = new URL(tileUrl.replace('{s}', 'tile-subdomain'));
    return url.origin.replace('tile-subdomain', '*');
  } catch {
    return null;
  }
}

/**
 * The policy for a page answered with `nonce`: scripts run only with it, and what they load
 * inherits the trust ('strict-dynamic').
 */
export function contentSecurityPolicy(nonce: string, options: PolicyOptions): string {
  return policyWith(`'nonce-${nonce}' 'strict-dynamic'`, options);
}

/**
 * The policy for a page built once (no nonce): its inline scripts run only when their SHA-256
 * (`hashes`, base64) is listed, and script files only from our own origin. No 'strict-dynamic':
 * it would refuse the page's own `<script src>` tags, which carry no hash.
 */
export function staticPagePolicy(hashes: readonly string[], options: PolicyOptions): string {
  return policyWith(hashes.map((hash) => `'sha256-${hash}'`).join(' '), options);
}

function policyWith(scriptSources: string, options: PolicyOptions): string {
  const api = apiOrigin(options.apiBaseUrl);
  const tiles = tileOrigin(options.tileUrl);
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources}${options.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
    "font-src 'self'",
    `connect-src 'self'${api ? ` ${api}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
