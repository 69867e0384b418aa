// GET /sitemap.xml - every public address for crawlers (sitemaps.org protocol 0.9)
import { sitemapEntries, sitemapXml } from '@/lib/server/content/sitemap';
import { plainRoute } from '@/lib/server/http/plain-route';

/** Read per request from the cached content (the database is not there at build time). */
export const dynamic = 'force-dynamic';

/**
 * The sitemap (lib/server/content/sitemap.ts). A route handler, not a metadata route, so that a
 * database outage answers 503 with Retry-After (plainRoute) and a crawler comes back later instead
 * of taking a 500 for a broken sitemap.
 */
export async function GET(): Promise<Response> {
  return plainRoute('sitemap', async () => {
    const xml = sitemapXml(await sitemapEntries());
    return new Response(xml, {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
    });
  });
}
