import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { contentSecurityPolicy } from './csp-policy';

/**
 * The Content-Security-Policy of the pages (OWASP CSP cheat sheet, "strict CSP"): scripts run only
 * with this response's nonce, and what they load inherits the trust ('strict-dynamic'), so no
 * inline script an attacker injects can run. Next.js reads the nonce from the request's
 * `Content-Security-Policy` header and puts it on its own scripts, which makes those pages render
 * per request (README «Deployment notes»). The static home page has a policy of script hashes
 * instead (static-page-csp.ts). Styles keep 'unsafe-inline': React and Next write style
 * attributes, and styles cannot run code.
 */

/** A fresh random nonce: 128 bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export { apiOrigin, contentSecurityPolicy, tileOrigin } from './csp-policy';

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
