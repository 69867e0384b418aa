/**
 * Next.js configuration. Security headers follow OWASP secure headers guidance. The pages'
 * Content-Security-Policy carries a per-request nonce and is set by proxy.ts
 * (lib/security/csp.ts); what the proxy does not see — API answers and sample files — gets a
 * policy that allows nothing to run.
 * @type {import('next').NextConfig}
 */
const isProd = process.env.NODE_ENV === 'production';

const lockedDownCsp =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ...(isProd ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
];

const nextConfig = {
  reactStrictMode: true,
  experimental: {
    // A request the proxy sees (pages, /check, /auth/cookie, API preflights and %-paths) has its body
    // copied into memory first, 10 MB by default. Keep that copy at twice the handlers' own 256 KiB
    // limit (lib/contract/errors.ts MAX_BODY_BYTES): the copy stops at a whole chunk below its cap, so
    // the cap must leave room for the handler to still see more than 256 KiB of a larger body (413).
    proxyClientMaxBodySize: 512 * 1024,
  },
  poweredByHeader: false,
  // Next.js hashes a static page's whole body for its ETag on every request, in JavaScript: for the
  // 21 kB home page, the only static page, that was most of the time of serving it (README «Speed»).
  // The home page is small, and a returning browser loads it again instead of getting a 304.
  generateEtags: false,
  trailingSlash: false,
  // Native and WASM packages stay outside the server bundle; so does ExcelJS (large, its own CommonJS
  // dependency tree, and needed only by the fleet's XLSX export).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'nodemailer', 'exceljs'],
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Not the file route: it sets its own, stricter policy (with `sandbox`), which this one would replace.
      { source: '/105/api/:path((?!file$).*)', headers: [{ key: 'Content-Security-Policy', value: lockedDownCsp }] },
      { source: '/sandbox/:path*', headers: [{ key: 'Content-Security-Policy', value: lockedDownCsp }] },
    ];
  },
};

export default nextConfig;
