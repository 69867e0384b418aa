import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ContentKind } from '@/lib/contract/content';
import type { Db } from '@/lib/server/db/client';
import { contentEntries } from '@/lib/server/db/schema';
import type { ContentInput } from './front-matter';

/** The columns a list needs (no body). */
const summaryColumns = {
  id: contentEntries.id,
  kind: contentEntries.kind,
  slug: contentEntries.slug,
  title: contentEntries.title,
  description: contentEntries.description,
  cover: contentEntries.cover,
  coverAlt: contentEntries.coverAlt,
  author: contentEntries.author,
  tags: contentEntries.tags,
  publishedAt: contentEntries.publishedAt,
  updatedAt: contentEntries.updatedAt,
};

/** A stored entry without its body. */
export type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof contentEntries.$inferSelect)[K] };
/** A stored entry in full. */
export type EntryRow = typeof contentEntries.$inferSelect;

function values(input: ContentInput) {
  return {
    kind: input.kind,
    slug: input.slug,
    title: input.title,
    description: input.description,
    body: input.body,
    cover: input.cover,
    coverAlt: input.coverAlt,
    author: input.author,
    tags: input.tags,
    sources: input.sources,
    faq: input.faq,
    widgets: input.widgets,
    publishedAt: input.publishedAt,
    updatedAt: input.updatedAt,
    status: input.status,
  };
}

/** Every column an upsert rewrites, taken from the row that was proposed (`excluded`). */
const fromExcluded = Object.fromEntries(
  (
    [
      'title',
      'description',
      'body',
      'cover',
      'coverAlt',
      'author',
      'tags',
      'sources',
      'faq',
      'widgets',
      'publishedAt',
      'updatedAt',
      'status',
    ] as const
  ).map((key) => [key, sql.raw(`excluded.${contentEntries[key].name}`)]),
);

/**
 * Writes the entries of the seed files: a missing (kind, slug) is inserted; a row the seed wrote
 * earlier is rewritten when its file changed (another hash); a row the operator wrote is never
 * touched. Safe to run by several processes at once (one statement per entry, ON CONFLICT).
 * @returns how many rows were inserted or rewritten.
 */
export async function upsertSeedEntry(db: Db, input: ContentInput): Promise<number> {
  const rows = await db
    .insert(contentEntries)
    .values({ ...values(input), origin: 'seed', seedHash: input.hash })
    .onConflictDoUpdate({
      target: [contentEntries.kind, contentEntries.slug],
      set: { ...fromExcluded, seedHash: input.hash },
      setWhere: sql`${contentEntries.origin} = 'seed' and ${contentEntries.seedHash} is distinct from ${input.hash}`,
    })
    .returning({ id: contentEntries.id });
  return rows.length;
}

/**
 * The operator's add or update of one entry (`npm run content -- add`): inserts or rewrites the
 * (kind, slug) row and marks it the operator's, so later seed runs leave it alone.
 * @returns `created` or `updated`.
 */
export async function upsertOperatorEntry(db: Db, input: ContentInput): Promise<'created' | 'updated'> {
  const [row] = await db
    .insert(contentEntries)
    .values({ ...values(input), origin: 'operator', seedHash: null })
    .onConflictDoUpdate({
      target: [contentEntries.kind, contentEntries.slug],
      set: { ...fromExcluded, origin: 'operator', seedHash: null },
    })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return row?.created ? 'created' : 'updated';
}

/** Shows or hides one entry (the operator's decision, which the seed then keeps). @returns false when there is no such entry. */
export async function setEntryStatus(db: Db, kind: ContentKind, slug: string, status: 'published' | 'hidden'): Promise<boolean> {
  const rows = await db
    .update(contentEntries)
    .set({ status, origin: 'operator', seedHash: null })
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.slug, slug)))
    .returning({ id: contentEntries.id });
  return rows.length > 0;
}

/** Every published entry without its body, newest first (scheduled ones included; the caller filters by time). */
export async function selectPublishedSummaries(db: Db): Promise<SummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(contentEntries)
    .where(eq(contentEntries.status, 'published'))
    .orderBy(sql`${contentEntries.publishedAt} desc`, asc(contentEntries.id));
}

/** One published entry in full, or undefined. */
export async function selectPublishedEntry(db: Db, kind: ContentKind, slug: string): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.slug, slug), eq(contentEntries.status, 'published')))
    .limit(1);
  return row;
}

/** Every entry, any status, for the operator's listing: kind, slug, title, status, origin and dates. */
export async function selectAllForOperator(db: Db) {
  return db
    .select({
      kind: contentEntries.kind,
      slug: contentEntries.slug,
      title: contentEntries.title,
      status: contentEntries.status,
      origin: contentEntries.origin,
      publishedAt: contentEntries.publishedAt,
    })
    .from(contentEntries)
    .orderBy(asc(contentEntries.kind), sql`${contentEntries.publishedAt} desc`);
}

/** Tag slugs that exist (rows of kind `tag`, any status). */
export async function selectTagSlugs(db: Db): Promise<Set<string>> {
  const rows = await db.select({ slug: contentEntries.slug }).from(contentEntries).where(eq(contentEntries.kind, 'tag'));
  return new Set(rows.map((r) => r.slug));
}
