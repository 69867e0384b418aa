import 'server-only';
import {
  contentPath,
  type ContentEntry,
  type ContentKind,
  type ContentPage,
  type ContentSummary,
  type ContentTag,
  type ContentWidget,
} from '@/lib/contract/content';
import { publishContentIndex } from '@/lib/contract/content-index';
import { getDb, type Db } from '@/lib/server/db/client';
import { markdownToText, renderMarkdown } from './markdown';
import { selectPublishedEntry, selectPublishedSummaries, type EntryRow, type SummaryRow } from './queries';
import { ensureSeeded } from './seed';

/**
 * How long a content read is reused inside this server process. Pages render per request (the
 * CSP nonce), so the reads are what has to be fast; an operator's change shows within this time.
 */
export const CONTENT_CACHE_TTL_MS = 60_000;
/** Entries per page of a list (news, journal, a tag). */
export const CONTENT_PAGE_SIZE = 5;
/** How many full entries (rendered bodies) the process keeps. */
const ENTRY_CACHE_SIZE = 300;

interface Timed<T> {
  at: number;
  value: Promise<T>;
}

let catalog: Timed<ContentSummary[]> | undefined;
const entries = new Map<string, Timed<ContentEntry | null>>();

/** Forgets every cached read (after the operator's command in this process, and in tests). */
export function forgetContentCache(): void {
  catalog = undefined;
  entries.clear();
}

async function seededDb(): Promise<Db> {
  const db = await getDb();
  await ensureSeeded(db);
  return db;
}

function fresh<T>(timed: Timed<T> | undefined, now: number): timed is Timed<T> {
  return timed !== undefined && now - timed.at < CONTENT_CACHE_TTL_MS;
}

/** Reuses a value for the TTL; a failed read is dropped at once so the next call retries. */
function remember<T>(load: () => Promise<T>, forget: () => void): Timed<T> {
  const timed = { at: Date.now(), value: load() };
  timed.value.catch(forget);
  return timed;
}

function summary(row: SummaryRow): ContentSummary {
  return {
    kind: row.kind,
    slug: row.slug,
    path: contentPath(row.kind, row.slug),
    title: row.title,
    description: row.description,
    cover: row.cover,
    coverAlt: row.coverAlt,
    author: row.author,
    tags: row.tags,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function fullEntry(row: EntryRow): ContentEntry {
  return {
    ...summary(row),
    html: renderMarkdown(row.body),
    sources: row.sources,
    faq: row.faq.map((f) => ({ question: f.question, answer: markdownToText(f.answer), answerHtml: renderMarkdown(f.answer) })),
    widgets: row.widgets as ContentWidget[],
  };
}

/**
 * The addresses the proxy may trust for the next minute (lib/contract/content-index.ts): every
 * entry published by now, and the page counts of the news, the journal and each tag.
 */
function buildIndex(all: ContentSummary[]) {
  const now = new Date().toISOString();
  const live = all.filter((e) => e.publishedAt <= now);
  const journal = live.filter((e) => e.kind === 'journal');
  const pagesOf = (n: number) => Math.max(1, Math.ceil(n / CONTENT_PAGE_SIZE));
  const listPages = new Map<string, number>([
    ['/news', pagesOf(live.filter((e) => e.kind === 'news').length)],
    ['/journal', pagesOf(journal.length)],
  ]);
  const paths = new Set<string>();
  for (const e of live) {
    if (e.kind !== 'tag') paths.add(e.path);
    const count = e.kind === 'tag' ? journal.filter((a) => a.tags.includes(e.slug)).length : 0;
    if (count > 0) {
      paths.add(e.path);
      listPages.set(e.path, pagesOf(count));
    }
  }
  return { paths, listPages, builtAt: Date.now() };
}

/** Every published entry without its body, newest first, including ones scheduled for later. */
async function allSummaries(): Promise<ContentSummary[]> {
  const now = Date.now();
  if (!fresh(catalog, now)) {
    const timed = remember(
      async () => {
        const all = (await selectPublishedSummaries(await seededDb())).map(summary);
        publishContentIndex(buildIndex(all));
        return all;
      },
      () => {
        if (catalog === timed) catalog = undefined;
      },
    );
    catalog = timed;
  }
  return catalog!.value;
}

/**
 * Reads the catalog unless a read of the last CONTENT_CACHE_TTL_MS is at hand, which publishes the
 * content index the proxy answers unknown addresses with (installed by instrumentation.ts).
 * @throws what the database read throws.
 */
export async function refreshContentIndex(): Promise<void> {
  await allSummaries();
}

/** Published entries of `kind` whose publish time has come, newest first (the section index excluded). */
export async function listEntries(kind: ContentKind): Promise<ContentSummary[]> {
  const now = new Date().toISOString();
  return (await allSummaries()).filter((e) => e.kind === kind && e.publishedAt <= now && e.slug !== 'index');
}

/** Cuts `items` into pages of CONTENT_PAGE_SIZE; `page` beyond the last gives an empty `items`. */
export function paginate<T>(items: T[], page: number, size = CONTENT_PAGE_SIZE): ContentPage<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  return { items: items.slice((page - 1) * size, page * size), page, pages, total: items.length };
}

/**
 * One published entry, its body rendered to sanitized HTML, or null when there is none (or it
 * is scheduled for later). Cached per entry for CONTENT_CACHE_TTL_MS.
 */
export async function getEntry(kind: ContentKind, slug: string): Promise<ContentEntry | null> {
  const key = `${kind}/${slug}`;
  const now = Date.now();
  let timed = entries.get(key);
  if (!fresh(timed, now)) {
    if (entries.size >= ENTRY_CACHE_SIZE) entries.delete(entries.keys().next().value!);
    const loaded = remember(
      async () => {
        const row = await selectPublishedEntry(await seededDb(), kind, slug);
        return row ? fullEntry(row) : null;
      },
      () => {
        if (entries.get(key) === loaded) entries.delete(key);
      },
    );
    entries.set(key, loaded);
    timed = loaded;
  }
  const entry = await timed!.value;
  return entry && entry.publishedAt <= new Date().toISOString() ? entry : null;
}

/** Journal tags that have at least one published article, by name, with their counts. */
export async function listTags(): Promise<ContentTag[]> {
  const articles = await listEntries('journal');
  const tags = await listEntries('tag');
  return tags
    .map((t) => ({
      slug: t.slug,
      name: t.title,
      description: t.description,
      path: t.path,
      count: articles.filter((a) => a.tags.includes(t.slug)).length,
    }))
    .filter((t) => t.count > 0)
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** The tags of a journal article with their names, in listTags' order (only tags with articles). */
export async function entryTags(entry: Pick<ContentEntry, 'tags'>): Promise<ContentTag[]> {
  return (await listTags()).filter((t) => entry.tags.includes(t.slug));
}

/** Journal articles under one tag, newest first. */
export async function listByTag(tag: string): Promise<ContentSummary[]> {
  return (await listEntries('journal')).filter((a) => a.tags.includes(tag));
}

/**
 * Every published entry that has an address of its own (sitemap.xml), newest first: section
 * index entries stand for their section's page; a tag without published articles has no page.
 */
export async function listAddressable(): Promise<ContentSummary[]> {
  const now = new Date().toISOString();
  const used = new Set((await listEntries('journal')).flatMap((a) => a.tags));
  return (await allSummaries()).filter((e) => e.publishedAt <= now && (e.kind !== 'tag' || used.has(e.slug)));
}
