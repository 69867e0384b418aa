import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The kinds of content and where each lives (lib/server/content/paths.ts maps them to addresses). */
export const CONTENT_KINDS = ['news', 'journal', 'tag', 'landing', 'osago', 'insurance', 'fines', 'taxes', 'license'] as const;

/** One source an article names: a law's article, an official site. */
export interface ContentSource {
  title: string;
  url?: string;
}

/** One question answered on a page (rendered as a FAQ block and FAQPage structured data). */
export interface ContentFaq {
  question: string;
  answer: string;
}

/**
 * The site's editorial content: news and journal articles, journal tags, landing, OSAGO,
 * insurance, fines and taxes pages, and the service's documents (licences). One row per
 * (kind, slug); `slug` may have several `/`-separated segments (landing, OSAGO, fines and taxes
 * pages). Bodies are Markdown, rendered and sanitized when read. Rows come from the Markdown files
 * in the repository (`origin = 'seed'`, re-applied when the file changes) or from the operator's
 * `npm run content -- add` (`origin = 'operator'`, which the seed never overwrites).
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The lead: one or two sentences, also the page's meta description. */
    description: text('description').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    /** Site path of the cover image (`/content/covers/….svg`), or null. */
    cover: text('cover'),
    coverAlt: text('cover_alt'),
    author: text('author').notNull(),
    /** Journal tag slugs (rows of kind `tag`). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sources: jsonb('sources').$type<ContentSource[]>().notNull().default([]),
    faq: jsonb('faq').$type<ContentFaq[]>().notNull().default([]),
    /** Optional interactive parts shown after the body (`discount-calculator`, `fines-check`). */
    widgets: text('widgets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A row is shown from this moment (a later date schedules it). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Last meaningful change of the text (sitemap `lastmod`, `dateModified`). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['published', 'hidden'] })
      .notNull()
      .default('published'),
    origin: text('origin', { enum: ['seed', 'operator'] }).notNull(),
    /** SHA-256 of the seed file the row was last written from (null for operator rows). */
    seedHash: text('seed_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_entries_kind_slug_idx').on(t.kind, t.slug),
    index('content_entries_kind_published_idx').on(t.kind, t.publishedAt),
  ],
);
