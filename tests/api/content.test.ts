import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentPath } from '@/lib/contract/content';
import { getDb } from '@/lib/server/db/client';
import { contentEntries } from '@/lib/server/db/schema';
import { parseContentFile } from '@/lib/server/content/front-matter';
import { setEntryStatus, upsertOperatorEntry } from '@/lib/server/content/queries';
import { listMarkdownFiles, readContentFiles, SEED_DIR, seedContent } from '@/lib/server/content/seed';
import {
  entryTags,
  forgetContentCache,
  getEntry,
  listByTag,
  listEntries,
  listTags,
  paginate,
} from '@/lib/server/content/service';
import { articleJsonLd } from '@/lib/server/content/seo';
import { GET as sitemapXml } from '@/app/sitemap.xml/route';
import { sitemapEntries } from '@/lib/server/content/sitemap';
import robots from '@/app/robots';
import { GET as rss } from '@/app/(default)/news/rss.xml/route';

const seedFiles = listMarkdownFiles(SEED_DIR);
const seeded = readContentFiles(seedFiles);

beforeEach(() => forgetContentCache());

describe('the content seed', () => {
  it('has what the site needs: ≥ 6 news, ≥ 8 journal articles over ≥ 4 tags, ≥ 3 landing and OSAGO pages, 2 licences', () => {
    const count = (kind: string) => seeded.filter((e) => e.kind === kind).length;
    expect(count('news')).toBeGreaterThanOrEqual(6);
    expect(count('journal')).toBeGreaterThanOrEqual(8);
    expect(new Set(seeded.filter((e) => e.kind === 'journal').flatMap((e) => e.tags)).size).toBeGreaterThanOrEqual(4);
    expect(count('landing')).toBeGreaterThanOrEqual(3);
    expect(seeded.filter((e) => e.kind === 'osago' && e.slug !== 'index').length).toBeGreaterThanOrEqual(3);
    expect(
      seeded
        .filter((e) => e.kind === 'license')
        .map((e) => e.slug)
        .sort(),
    ).toEqual(['agreement', 'privacy']);
    for (const e of seeded.filter((x) => x.kind === 'news' || x.kind === 'journal'))
      expect(e.sources.length, e.slug).toBeGreaterThan(0);
  });

  it('is stored on first use and a second run writes nothing', async () => {
    const db = await getDb();
    expect(await seedContent(db)).toEqual({ files: seedFiles.length, written: seedFiles.length });
    expect(await seedContent(db)).toEqual({ files: seedFiles.length, written: 0 });
    expect((await db.select({ id: contentEntries.id }).from(contentEntries)).length).toBe(seedFiles.length);
  });
});

describe('seed and operator changes', () => {
  let dir: string;
  const file = (title: string, extra = '') =>
    `---\nkind: news\nslug: seed-test\ntitle: ${title}\ndescription: Лид.\npublished: 2025-03-01\nsources:\n  - title: КоАП РФ${extra}\n---\n\nТекст новости.\n`;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-seed-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('rewrites an entry whose file changed, but never one the operator changed', async () => {
    const db = await getDb();
    writeFileSync(path.join(dir, 'a.md'), file('Первая версия'));
    expect((await seedContent(db, dir)).written).toBe(1);
    writeFileSync(path.join(dir, 'a.md'), file('Вторая версия'));
    expect((await seedContent(db, dir)).written).toBe(1);
    expect((await getEntry('news', 'seed-test'))?.title).toBe('Вторая версия');

    const operator = parseContentFile(file('Правка оператора'), 'operator.md');
    expect(await upsertOperatorEntry(db, operator)).toBe('updated');
    writeFileSync(path.join(dir, 'a.md'), file('Третья версия'));
    expect((await seedContent(db, dir)).written).toBe(0);
    forgetContentCache();
    expect((await getEntry('news', 'seed-test'))?.title).toBe('Правка оператора');
  });

  it('hides an entry the operator hid, and the seed does not bring it back', async () => {
    const db = await getDb();
    expect(await setEntryStatus(db, 'news', 'seed-test', 'hidden')).toBe(true);
    expect(await setEntryStatus(db, 'news', 'no-such-entry', 'hidden')).toBe(false);
    await seedContent(db, dir);
    forgetContentCache();
    expect(await getEntry('news', 'seed-test')).toBeNull();
    expect((await listEntries('news')).some((e) => e.slug === 'seed-test')).toBe(false);
  });

  it('refuses a file whose tag does not exist, writing nothing', async () => {
    const db = await getDb();
    const bad = path.join(dir, 'bad');
    mkdirSync(bad, { recursive: true });
    writeFileSync(
      path.join(bad, 'j.md'),
      '---\nkind: journal\nslug: bad-tag\ntitle: T\ndescription: D\npublished: 2025-01-01\ntags: [no-such-tag]\nsources:\n  - title: КоАП РФ\n---\n\nТекст.\n',
    );
    await expect(seedContent(db, bad)).rejects.toThrow(/неизвестные теги: no-such-tag/);
    expect(await db.select().from(contentEntries).where(eq(contentEntries.slug, 'bad-tag'))).toEqual([]);
  });
});

describe('reading content', () => {
  it('lists news newest first, paginates five to a page, and keeps scheduled entries out until their time', async () => {
    const db = await getDb();
    const future = parseContentFile(
      `---\nkind: news\nslug: future-item\ntitle: Будущее\ndescription: Лид.\npublished: '2999-01-01T00:00:00Z'\nsources:\n  - title: КоАП РФ\n---\n\nТекст.\n`,
      'future.md',
    );
    await upsertOperatorEntry(db, future);
    forgetContentCache();
    const news = await listEntries('news');
    expect(news.map((n) => n.slug)).not.toContain('future-item');
    expect(await getEntry('news', 'future-item')).toBeNull();
    expect(news.map((n) => n.publishedAt)).toEqual([...news.map((n) => n.publishedAt)].sort().reverse());
    const pages = paginate(news, 2);
    expect(pages).toMatchObject({ page: 2, pages: Math.ceil(news.length / 5), total: news.length });
    expect(pages.items).toEqual(news.slice(5, 10));
  });

  it('renders an entry with its sources, FAQ and address', async () => {
    const entry = await getEntry('journal', 'skidka-na-shtrafy-gibdd');
    expect(entry).toMatchObject({ path: '/journal/skidka-na-shtrafy-gibdd', widgets: ['discount-calculator', 'fines-check'] });
    expect(entry!.html).toContain('<h2 id="как-считается-срок">');
    expect(entry!.sources.some((s) => s.title.includes('32.2'))).toBe(true);
    expect(entry!.faq[0]).toMatchObject({ question: 'С какого дня считать 30 дней скидки?' });
    expect(entry!.faq[0]!.answerHtml).toMatch(/^<p>/);
  });

  it('lists tags with their article counts, and a tag’s articles', async () => {
    const tags = await listTags();
    const journal = seeded.filter((e) => e.kind === 'journal');
    for (const tag of tags) {
      expect(tag.count, tag.slug).toBe(journal.filter((a) => a.tags.includes(tag.slug)).length);
      expect((await listByTag(tag.slug)).length).toBe(tag.count);
    }
    expect(tags.length).toBeGreaterThanOrEqual(4);
  });
});

describe('sitemap.xml, robots.txt and the news feed', () => {
  it('the sitemap lists every seeded entry with an address, with its last change, and no guarded page', async () => {
    const entries = await sitemapEntries();
    const urls = entries.map((e) => new URL(e.url).pathname);
    for (const e of seeded) expect(urls, `${e.kind}/${e.slug}`).toContain(contentPath(e.kind, e.slug));
    for (const path of ['/', '/news', '/journal', '/journal/tags', '/taxes', '/fines', '/osago', '/insurance'])
      expect(urls).toContain(path);
    expect(urls.filter((u) => /^\/(profile|prepayment)|^\/(fines|taxes)\/list/.test(u))).toEqual([]);
    const article = entries.find((e) => e.url.endsWith('/journal/skidka-na-shtrafy-gibdd'));
    expect(article?.lastModified).toEqual(new Date('2026-11-09T21:00:00.000Z'));
    expect(entries.every((e) => e.url.startsWith('http://localhost:'))).toBe(true);

    const response = await sitemapXml();
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(entries.map((e) => e.url));
    expect(xml).toContain('<loc>http://localhost:');
    expect(xml).toContain('<lastmod>2026-11-09T21:00:00.000Z</lastmod>');
  });

  it('robots.txt keeps crawlers out of the guarded pages and names the sitemap', () => {
    const rules = robots();
    const [rule] = Array.isArray(rules.rules) ? rules.rules : [rules.rules];
    expect(rule?.disallow).toEqual(
      expect.arrayContaining(['/profile', '/fines/list', '/taxes/list', '/prepayment', '/105/api/']),
    );
    expect(rules.sitemap).toMatch(/\/sitemap\.xml$/);
  });

  it('the RSS feed carries every published news item with its link', async () => {
    const response = await rss();
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    for (const item of seeded.filter((e) => e.kind === 'news')) {
      expect(xml).toContain(`/news/${item.slug}</link>`);
    }
    expect(xml).not.toContain('future-item');
    // RSS 2.0's <author> is an e-mail address; the editors publish none, so items carry no author.
    expect(xml).not.toContain('<author>');
    expect(readFileSync(path.join(SEED_DIR, 'news', 'shtrafy-vyrosli-s-2025-goda.md'), 'utf8')).toContain('490-ФЗ');
  });
});

describe('an article’s structured data', () => {
  it('names its tags as the page shows them and cites each source once', async () => {
    const entry = (await getEntry('journal', 'chto-takoe-uin'))!;
    const tags = await entryTags(entry);
    expect(tags.map((t) => t.slug).sort()).toEqual([...entry.tags].sort());
    const data = articleJsonLd(
      entry,
      'Article',
      tags.map((t) => t.name),
    );
    expect(data.keywords).toBe(tags.map((t) => t.name).join(', '));
    expect(data.keywords).toMatch(/^[А-ЯЁ]/);
    expect(data.keywords).not.toContain(entry.tags[0]);

    const twice = {
      ...entry,
      sources: [
        { title: 'КоАП', url: 'https://example.ru/a' },
        { title: 'КоАП, ст. 2', url: 'https://example.ru/a' },
        { title: 'Письмо' },
      ],
    };
    expect(articleJsonLd(twice, 'Article').citation).toEqual(['https://example.ru/a', 'Письмо']);
    expect(articleJsonLd(twice, 'Article').keywords).toBeUndefined();
  });
});
