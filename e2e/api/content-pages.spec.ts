import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import matter from 'gray-matter';
import { contentPath, type ContentKind } from '@/lib/contract/content';

/**
 * Every public page answers a request without JavaScript (a crawler) with its text, title,
 * canonical address and structured data in the first response (spec §2, issue «Content»), and
 * unknown addresses answer 404 with `Page Not Found: {path}`.
 */

interface SeedEntry {
  kind: ContentKind;
  slug: string;
  title: string;
  faq?: unknown[];
  widgets?: string[];
}

const SEED_DIR = path.join(process.cwd(), 'lib/server/content/seed');
const seed: SeedEntry[] = readdirSync(SEED_DIR, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.md'))
  .map((e) => matter(readFileSync(path.join(e.parentPath, e.name), 'utf8')).data as SeedEntry);

/** What a crawler reads from a page's HTML. */
interface Page {
  status: number;
  html: string;
  title: string;
  canonical: string | undefined;
  h1: string;
  jsonLd: { '@type': string; [key: string]: unknown }[];
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00a0',
};
const decode = (s: string) => s.replace(/&(amp|quot|#x27|lt|gt|nbsp);/g, (m) => ENTITIES[m]!);
const text = (s: string) => decode(s.replace(/<[^>]+>/g, '')).trim();

async function fetchPage(request: APIRequestContext, url: string): Promise<Page> {
  const response = await request.get(url, { maxRedirects: 0 });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    status: response.status(),
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    h1: text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
  };
}

/** The page's link preview is a PNG that answers (VK, Telegram and X show no SVG), and X gets the large card. */
async function expectPngPreview(request: APIRequestContext, html: string) {
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image, 'og:image').toMatch(/\.png$/);
  const answer = await request.get(image!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
}

const types = (page: Page) => page.jsonLd.map((d) => d['@type']).sort();

test.describe('every seeded entry, fetched as a crawler does', () => {
  for (const entry of seed) {
    const url = contentPath(entry.kind, entry.slug);
    test(`${url}`, async ({ request, baseURL }) => {
      const page = await fetchPage(request, url);
      expect(page.status).toBe(200);
      expect(page.title).toBe(entry.kind === 'tag' ? `${entry.title} — статьи журнала — Штрафы` : `${entry.title} — Штрафы`);
      expect(page.canonical).toBe(`${baseURL}${url}`);
      expect(page.h1).toBe(entry.title);
      expect(page.html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(page.html).toContain('<meta property="og:title"');
      await expectPngPreview(request, page.html);
      const expected = {
        news: ['BreadcrumbList', 'NewsArticle'],
        journal: ['Article', 'BreadcrumbList'],
        tag: ['BreadcrumbList', 'CollectionPage'],
        license: ['BreadcrumbList'],
      }[entry.kind as string] ?? ['Article', 'BreadcrumbList'];
      expect(types(page)).toEqual(
        [...expected, ...(entry.faq?.length && !['news', 'journal'].includes(entry.kind) ? ['FAQPage'] : [])].sort(),
      );
      const breadcrumbs = page.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as unknown as {
        itemListElement: { item: string }[];
      };
      expect(breadcrumbs.itemListElement.at(-1)?.item).toBe(`${baseURL}${url}`);
      // The check form on the pages that carry it (spec §2), a plain post without JavaScript.
      const withForm = ['landing', 'fines', 'taxes'].includes(entry.kind) || Boolean(entry.widgets?.includes('fines-check'));
      expect(page.html.includes('action="/check"'), 'fines-check form').toBe(withForm);
      // Licences use the empty layout: no site header.
      expect(page.html.includes('site-header'), 'header').toBe(entry.kind !== 'license');
    });
  }
});

test('a journal article carries its full text and structured data in the first response', async ({ request, baseURL }) => {
  const page = await fetchPage(request, '/journal/skidka-na-shtrafy-gibdd');
  expect(page.html).toContain('По статье 4.8 КоАП срок, окончившийся в нерабочий день, переносится');
  expect(page.html).toContain('rel="external noopener noreferrer"');
  const article = page.jsonLd.find((d) => d['@type'] === 'Article')!;
  expect(article).toMatchObject({
    headline: 'Скидка 25 % на штрафы ГИБДД: как успеть за 30 дней',
    inLanguage: 'ru',
    url: `${baseURL}/journal/skidka-na-shtrafy-gibdd`,
    publisher: { '@type': 'Organization', name: 'Штрафы' },
  });
  expect(String(article.datePublished)).toMatch(/^2025-02-0\dT/);
});

test('the home page and /taxes carry their canonical address, Open Graph and structured data', async ({ request, baseURL }) => {
  const home = await fetchPage(request, '/');
  expect(home.status).toBe(200);
  expect(home.canonical).toBe(`${baseURL}/`);
  expect(home.html).toContain('<meta property="og:title"');
  await expectPngPreview(request, home.html);
  const graph = (home.jsonLd[0] as unknown as { '@graph': { '@type': string }[] })['@graph'];
  expect(graph.map((d) => d['@type']).sort()).toEqual(['Organization', 'WebSite']);
  expect(home.html).toContain('action="/check"');

  const taxes = await fetchPage(request, '/taxes');
  expect(taxes.status).toBe(200);
  expect(taxes.title).toBe('Налоги: проверка задолженности по ИНН и УИН — Штрафы');
  expect(taxes.canonical).toBe(`${baseURL}/taxes`);
  expect(taxes.html).toContain('<meta property="og:title"');
  expect(types(taxes)).toEqual(['BreadcrumbList']);
  expect(taxes.h1).toBe('Налоги');
});

test('list pages paginate with real links and their own canonical addresses', async ({ request, baseURL }) => {
  const news = seed.filter((e) => e.kind === 'news');
  const first = await fetchPage(request, '/news');
  expect(first.status).toBe(200);
  expect(first.title).toBe('Новости о штрафах, ОСАГО и налогах — Штрафы');
  expect(first.canonical).toBe(`${baseURL}/news`);
  expect(first.html).toContain('href="/news?page=2"');
  expect(first.html).toContain('type="application/rss+xml"');
  expect(types(first)).toEqual(['BreadcrumbList', 'CollectionPage']);
  const second = await fetchPage(request, '/news?page=2');
  expect(second.status).toBe(200);
  expect(second.title).toBe('Новости о штрафах, ОСАГО и налогах — страница 2 — Штрафы');
  expect(second.canonical).toBe(`${baseURL}/news?page=2`);
  expect(second.html).toContain('rel="prev"');
  // Every news item is on one of the pages.
  for (const item of news) expect(first.html + second.html).toContain(`href="/news/${item.slug}"`);

  for (const [url, title] of [
    ['/journal', 'Журнал: как платить штрафы, оформить ОСАГО и не переплатить — Штрафы'],
    ['/journal?page=2', 'Журнал: как платить штрафы, оформить ОСАГО и не переплатить — страница 2 — Штрафы'],
    ['/journal/tags', 'Темы журнала — Штрафы'],
  ] as const) {
    const page = await fetchPage(request, url);
    expect(page.status, url).toBe(200);
    expect(page.title, url).toBe(title);
    expect(page.canonical, url).toBe(`${baseURL}${url}`);
    expect(types(page), url).toEqual(['BreadcrumbList', 'CollectionPage']);
  }
});

test('each address has one canonical form: the others redirect permanently', async ({ request }) => {
  for (const [from, to] of [
    ['/news?page=1', '/news'],
    ['/news/', '/news'],
    ['/journal/Skidka-Na-Shtrafy-Gibdd', '/journal/skidka-na-shtrafy-gibdd'],
    ['/landing/Shtrafy/Po-Sts', '/landing/shtrafy/po-sts'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(
      new URL(response.headers()['location']!, 'http://x').pathname + new URL(response.headers()['location']!, 'http://x').search,
      from,
    ).toBe(to);
  }
});

test('unknown list types, slugs, tags and pages answer 404 with the path, without JavaScript', async ({ request }) => {
  // A content page read first: the server then knows its content addresses (the proxy answers for them).
  expect((await request.get('/news')).status()).toBe(200);
  for (const url of [
    '/cars',
    '/cars/list',
    '/news/no-such-news',
    '/news?page=99',
    '/news?page=abc',
    '/news?page=02',
    '/journal/no-such-article',
    '/journal/tags/no-such-tag',
    '/landing/no/such/page',
    '/osago/no-such-page',
    '/osago/index',
    '/fines/no-such-page',
    '/taxes/no-such-page',
    '/licenses/no-such-document',
    '/news/bad_slug!',
  ]) {
    const page = await fetchPage(request, url);
    expect(page.status, url).toBe(404);
    expect(page.h1, url).toBe('Страница не найдена');
    expect(page.html, url).toContain(`Page Not Found: ${decode(url).replace(/&/g, '&amp;')} (404)`);
    expect(page.html, url).toMatch(/<meta name="robots" content="noindex"\/?>/);
  }
});

test('sitemap.xml lists every seeded entry and no guarded page; robots.txt shuts the guarded ones', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const entry of seed)
    expect(urls, `${entry.kind}/${entry.slug}`).toContain(`${baseURL}${contentPath(entry.kind, entry.slug)}`);
  expect(urls).toContain(`${baseURL}/taxes`);
  expect(urls.some((u) => /\/(profile|prepayment|fines\/list|taxes\/list)/.test(u))).toBe(false);
  expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);

  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/profile', '/fines/list', '/taxes/list', '/prepayment']) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the news feed is RSS with every news item', async ({ request, baseURL }) => {
  const response = await request.get('/news/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  for (const item of seed.filter((e) => e.kind === 'news')) expect(xml).toContain(`<link>${baseURL}/news/${item.slug}</link>`);
});
