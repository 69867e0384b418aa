/**
 * Every public page of a running site: the fixed pages and every address its sitemap.xml lists
 * (all content entries), as site paths. Guarded pages are never in the sitemap.
 */
const FIXED = ['/', '/login', '/news', '/news?page=2', '/journal', '/journal?page=2', '/journal/tags'];

/** Site paths of every public page of the site at `base`, sorted, without duplicates. */
export async function publicRoutes(base: string): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!);
    return `${url.pathname}${url.search}`;
  });
  const found = await Promise.all(
    [...new Set([...FIXED, ...listed])].map(async (path) =>
      (await fetch(`${base}${path}`, { redirect: 'manual' })).status === 200 ? path : null,
    ),
  );
  return found.filter((p): p is string => p !== null).sort();
}
