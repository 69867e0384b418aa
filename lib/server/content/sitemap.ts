import 'server-only';
import { absoluteUrl } from './seo';
import { listAddressable } from './service';

/** One address of sitemap.xml (sitemaps.org protocol 0.9). */
export interface SitemapEntry {
  /** Absolute URL under PUBLIC_URL. */
  url: string;
  /** The entry's last change (the newest entry's for section pages); absent when nothing is published. */
  lastModified?: Date;
  changeFrequency: 'daily' | 'weekly' | 'monthly';
  /** 0–1, relative to the site's other pages. */
  priority: number;
}

/** Public pages whose address is not an entry's: the home page and the section pages. */
const SECTIONS: (Omit<SitemapEntry, 'url' | 'lastModified'> & { path: string })[] = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/taxes', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/news', changeFrequency: 'daily', priority: 0.7 },
  { path: '/journal', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/journal/tags', changeFrequency: 'weekly', priority: 0.4 },
];

/**
 * The addresses of sitemap.xml: the home page, the section pages and every published entry with an
 * address of its own (news, journal, tags, landing, OSAGO, insurance, fines and taxes pages,
 * licences) with its last change. Guarded pages (/profile, /fines/list, /taxes/list, /prepayment)
 * never appear. @throws what the content read throws (the database unreachable).
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const entries = await listAddressable();
  const newest = entries.reduce<string | undefined>((max, e) => (!max || e.updatedAt > max ? e.updatedAt : max), undefined);
  return [
    ...SECTIONS.map(({ path, ...s }) => ({ ...s, url: absoluteUrl(path), lastModified: newest ? new Date(newest) : undefined })),
    ...entries.map((e) => ({
      url: absoluteUrl(e.path),
      lastModified: new Date(e.updatedAt),
      changeFrequency: e.kind === 'news' ? ('monthly' as const) : ('weekly' as const),
      priority: e.kind === 'license' || e.kind === 'tag' ? 0.3 : e.slug === 'index' ? 0.8 : 0.6,
    })),
  ];
}

/** Text for an XML element's content: the five characters XML reserves, escaped. */
function xmlText(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** sitemap.xml's document (sitemaps.org protocol 0.9, UTF-8). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      '<url>',
      `<loc>${xmlText(e.url)}</loc>`,
      e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : '',
      `<changefreq>${e.changeFrequency}</changefreq>`,
      `<priority>${e.priority}</priority>`,
      '</url>',
    ].join(''),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
