import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/server/content/seo';

/** PUBLIC_URL is read at request time, not baked in at build time. */
export const dynamic = 'force-dynamic';

/**
 * Paths crawlers must not visit: the guarded pages (spec §2 route guard), the API, and the pages
 * that only make sense with a mailed link or a sign-in in progress.
 */
export const DISALLOWED = [
  '/profile',
  '/fines/list',
  '/taxes/list',
  '/prepayment',
  '/105/api/',
  '/link-sign-in',
  '/login/link',
  '/login/reset',
  '/login/verify',
  '/login/change-email',
  '/email/',
  '/check',
  '/auth/',
  '/dev/',
  '/operator',
  '/sandbox-acquirer/',
];

/** robots.txt: everything public is open; the guarded and token pages are not; where the sitemap is. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: DISALLOWED }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
