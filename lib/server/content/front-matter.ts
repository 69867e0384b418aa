import 'server-only';
import { createHash } from 'node:crypto';
import matter from 'gray-matter';
import * as z from 'zod/mini';
import { CONTENT_WIDGETS, INDEX_SLUG, isValidSlug, type ContentKind } from '@/lib/contract/content';
import { text } from '@/lib/validation/common';
import { CONTENT_KINDS } from '@/lib/server/db/schema/content';

/** Kinds whose section page reads its intro from the entry with slug `index`. */
const INDEX_KINDS: readonly ContentKind[] = ['osago', 'insurance', 'fines', 'taxes'];
/** Kinds that must name their sources (spec: each article names its sources). */
const SOURCED_KINDS: readonly ContentKind[] = ['news', 'journal'];
const COVER_PATH = /^\/content\/covers\/[a-z0-9-]+\.(svg|png|jpg|webp)$/;
const DEFAULT_AUTHOR = 'Редакция «Штрафов»';

/**
 * A publish date as written in front matter: `2025-01-15` (YAML makes it a Date at UTC midnight;
 * read as that calendar day, 00:00 Moscow) or a full ISO 8601 instant.
 */
const instant = z.pipe(
  z.union([z.date(), z.string()]),
  z.transform((value: Date | string, ctx) => {
    const raw = value instanceof Date ? value.toISOString() : value.trim();
    const day = /^(\d{4}-\d{2}-\d{2})(?:T00:00:00(?:\.000)?Z)?$/.exec(raw)?.[1];
    const parsed = new Date(day ? `${day}T00:00:00+03:00` : raw);
    if (Number.isNaN(parsed.getTime())) {
      ctx.issues.push({ code: 'custom', message: `Дата «${raw}» не похожа на ГГГГ-ММ-ДД`, input: value });
      return z.NEVER;
    }
    return parsed;
  }),
);

const line = (max: number) => text().check(z.trim(), z.minLength(1), z.maxLength(max));

/** The front matter of a content file; see README «Content» for every field. */
const frontMatter = z
  .strictObject({
    kind: z.enum(CONTENT_KINDS),
    slug: z.string().check(z.trim()),
    title: line(140),
    description: line(400),
    cover: z.optional(z.string().check(z.regex(COVER_PATH, 'cover: путь вида /content/covers/имя.svg'))),
    coverAlt: z.optional(line(200)),
    author: z._default(line(120), DEFAULT_AUTHOR),
    tags: z._default(z.array(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))), []),
    published: instant,
    updated: z.optional(instant),
    sources: z._default(z.array(z.object({ title: line(300), url: z.optional(z.url({ protocol: /^https?$/ })) })), []),
    faq: z._default(z.array(z.object({ question: line(300), answer: line(2000) })), []),
    widgets: z._default(z.array(z.enum(CONTENT_WIDGETS)), []),
    status: z._default(z.enum(['published', 'hidden']), 'published'),
  })
  .check(
    z.superRefine((m, ctx) => {
      const issue = (message: string, path: string) => void ctx.issues.push({ code: 'custom', message, path: [path], input: m });
      const indexAllowed = INDEX_KINDS.includes(m.kind);
      if (m.slug === INDEX_SLUG ? !indexAllowed : !isValidSlug(m.kind, m.slug))
        issue(`Неверный slug «${m.slug}» для ${m.kind}`, 'slug');
      if (m.kind === 'insurance' && m.slug !== INDEX_SLUG) issue('У страхования одна страница: slug index', 'slug');
      if (m.kind === 'journal' && m.tags.length === 0) issue('Статье журнала нужен хотя бы один тег', 'tags');
      if (m.kind !== 'journal' && m.tags.length > 0) issue('Теги бывают только у статей журнала', 'tags');
      if (SOURCED_KINDS.includes(m.kind) && m.sources.length === 0) issue('Статья должна называть источники', 'sources');
      if (m.cover && !m.coverAlt) issue('У обложки должен быть альтернативный текст (coverAlt)', 'coverAlt');
    }),
  );

/** A content entry as a file describes it, ready to store. Dates are instants. */
export interface ContentInput {
  kind: ContentKind;
  slug: string;
  title: string;
  description: string;
  body: string;
  cover: string | null;
  coverAlt: string | null;
  author: string;
  tags: string[];
  sources: { title: string; url?: string }[];
  faq: { question: string; answer: string }[];
  widgets: (typeof CONTENT_WIDGETS)[number][];
  publishedAt: Date;
  updatedAt: Date;
  status: 'published' | 'hidden';
  /** SHA-256 (hex) of the file's text: tells a changed seed file from an unchanged one. */
  hash: string;
}

/** Thrown for a content file that cannot be stored; the message names the file and every problem, in Russian. */
export class ContentFileError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${file}: ${problems.join('; ')}`);
    this.name = 'ContentFileError';
  }
}

/**
 * Parses one Markdown file (YAML front matter + body). `file` only names it in errors.
 * @throws ContentFileError when the front matter is invalid, the body is empty or uses a level-1
 * heading (the page's title is the only h1).
 */
export function parseContentFile(source: string, file: string): ContentInput {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object keeps gray-matter from caching by content across calls.
    parsed = matter(source, {});
  } catch (error) {
    throw new ContentFileError(file, [`front matter не читается: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const result = frontMatter.safeParse(parsed.data);
  const problems = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`);
  const body = parsed.content.trim();
  if (!body) problems.push('пустой текст');
  if (/^#\s/m.test(body.replace(/```[\s\S]*?```/g, '')))
    problems.push('заголовок первого уровня в тексте: используйте ## и ниже');
  if (!result.success || problems.length > 0) throw new ContentFileError(file, problems);
  const m = result.data;
  return {
    kind: m.kind,
    slug: m.slug,
    title: m.title,
    description: m.description,
    body,
    cover: m.cover ?? null,
    coverAlt: m.coverAlt ?? null,
    author: m.author,
    tags: m.tags,
    sources: m.sources,
    faq: m.faq,
    widgets: m.widgets,
    publishedAt: m.published,
    updatedAt: m.updated ?? m.published,
    status: m.status,
    hash: createHash('sha256').update(source).digest('hex'),
  };
}
