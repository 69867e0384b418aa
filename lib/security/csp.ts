import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { PUBLIC_API_BASE_URL } from '@/lib/public-env';

/**
 * The Content-Security-Policy of the pages (OWASP CSP cheat sheet, "strict CSP"): scripts run only
 * with this response's nonce, and what they load inherits the trust ('strict-dynamic'), so no
 * inline script an attacker injects can run. Next.js reads the nonce from the request's
 * `Content-Security-Policy` header and puts it on its own scripts, which makes every page render
 * per request (README «Заголовки безопасности»). Styles keep 'unsafe-inline': React and Next
 * write style attributes, and styles cannot run code.
 */

/** A fresh random nonce: 128 bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
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
 * The policy for a page answered with `nonce`; `dev` adds 'unsafe-eval' that React's dev tools
 * need; `tileUrl` (MAP_TILE_URL) lets map tiles load as images from that origin only.
 */
export function contentSecurityPolicy(nonce: string, options: { dev: boolean; apiBaseUrl?: string; tileUrl?: string }): string {
  const api = apiOrigin(options.apiBaseUrl);
  const tiles = tileOrigin(options.tileUrl);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
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

/**
 * Runs `respond` with the request headers the page must render with (the policy and its nonce
 * added), then puts the same policy on the response.
 */
export function withContentSecurityPolicy(
  request: NextRequest,
  respond: (requestHeaders: Headers) => NextResponse,
): NextResponse {
  const policy = contentSecurityPolicy(createNonce(), {
    dev: process.env.NODE_ENV === 'development',
    tileUrl: env().MAP_TILE_URL,
  });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = respond(headers);
  response.headers.set('content-security-policy', policy);
  return response;
}

/** Lets a page request through with `requestHeaders` (the policy the page renders with). */
export function continueWith(requestHeaders: Headers): NextResponse {
  return NextResponse.next({ request: { headers: requestHeaders } });
}
