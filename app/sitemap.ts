import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/server/content/seo';
import { listAddressable } from '@/lib/server/content/service';

/** Read per request from the cached content (the database is not there at build time). */
export const dynamic = 'force-dynamic';

/** Public pages whose address is not an entry's: the home page and the section pages. */
const SECTIONS: { path: string; changeFrequency: 'daily' | 'weekly' | 'monthly'; priority: number }[] = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/taxes', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/news', changeFrequency: 'daily', priority: 0.7 },
  { path: '/journal', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/journal/tags', changeFrequency: 'weekly', priority: 0.4 },
];

/**
 * sitemap.xml: the home page, the section pages and every published entry with an address of
 * its own (news, journal, tags, landing, OSAGO, insurance, fines and taxes pages, licences) with
 * its last change. Guarded pages (/profile, /fines/list, /taxes/list, /prepayment) never appear.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await listAddressable();
  const newest = entries.reduce<string | undefined>((max, e) => (!max || e.updatedAt > max ? e.updatedAt : max), undefined);
  return [
    ...SECTIONS.map((s) => ({
      url: absoluteUrl(s.path),
      lastModified: newest ? new Date(newest) : undefined,
      changeFrequency: s.changeFrequency,
      priority: s.priority,
    })),
    ...entries.map((e) => ({
      url: absoluteUrl(e.path),
      lastModified: new Date(e.updatedAt),
      changeFrequency: e.kind === 'news' ? ('monthly' as const) : ('weekly' as const),
      priority: e.kind === 'license' || e.kind === 'tag' ? 0.3 : e.slug === 'index' ? 0.8 : 0.6,
    })),
  ];
}
