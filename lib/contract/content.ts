/**
 * Shapes and addresses of the site's editorial content (news, journal, landing, OSAGO, insurance,
 * fines and taxes pages, licences), shared by the server that reads them and the pages and
 * components that show them. Pure: no I/O.
 */

/** Kinds of content; each has its own address (see `contentPath`). */
export type ContentKind = 'news' | 'journal' | 'tag' | 'landing' | 'osago' | 'insurance' | 'fines' | 'taxes' | 'license';

/** Interactive parts a page may carry after its text. */
export const CONTENT_WIDGETS = ['fines-check', 'discount-calculator'] as const;
/** One interactive part of a page. */
export type ContentWidget = (typeof CONTENT_WIDGETS)[number];

/** A source an article names (a law's article, an official site); `url` only for an external page. */
export interface ContentSourceDto {
  title: string;
  url?: string;
}

/** A question and its answer shown in a FAQ block: the answer as plain text and as sanitized HTML. */
export interface ContentFaqDto {
  question: string;
  answer: string;
  answerHtml: string;
}

/** What a list shows of an entry (a card): no body. Dates are ISO 8601 instants. */
export interface ContentSummary {
  kind: ContentKind;
  slug: string;
  /** The site path of the entry (`/news/…`). */
  path: string;
  title: string;
  description: string;
  cover: string | null;
  coverAlt: string | null;
  author: string;
  tags: string[];
  publishedAt: string;
  updatedAt: string;
}

/** An entry in full, its body already rendered to sanitized HTML. */
export interface ContentEntry extends ContentSummary {
  html: string;
  sources: ContentSourceDto[];
  faq: ContentFaqDto[];
  widgets: ContentWidget[];
}

/** A journal tag with the number of articles under it. */
export interface ContentTag {
  slug: string;
  name: string;
  description: string;
  path: string;
  count: number;
}

/** One step of a breadcrumb trail: its name and site path. */
export interface Crumb {
  name: string;
  path: string;
}

/** One page of a list: `page` counts from 1; `pages` ≥ 1 even for an empty list. */
export interface ContentPage<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
}

/** Slug segments: lower-case Latin letters and digits joined by single hyphens. */
export const SLUG_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Kinds whose slug may have several `/`-separated segments (spec §2: `{slug...}` routes). */
export const MULTI_SEGMENT_KINDS: readonly ContentKind[] = ['landing', 'osago', 'fines', 'taxes'];

/**
 * The slug of a section's own page (/osago, /insurance, /fines): its intro text lives in the
 * entry of that kind with this slug, which has no address of its own.
 */
export const INDEX_SLUG = 'index';

/**
 * First segments a slug of the kind may not use, because a route of the app owns that address
 * (`/fines/list` is the guarded list, `/journal/tags` the tag list).
 */
export const RESERVED_FIRST_SEGMENTS: Partial<Record<ContentKind, readonly string[]>> = {
  fines: ['list'],
  taxes: ['list'],
  journal: ['tags'],
};

/**
 * True when `slug` is a well-formed slug of `kind`: one segment for news, journal, tags and
 * licences, one or more for the `{slug...}` kinds; never a reserved first segment.
 */
export function isValidSlug(kind: ContentKind, slug: string): boolean {
  const segments = slug.split('/');
  if (segments.length > 1 && !MULTI_SEGMENT_KINDS.includes(kind)) return false;
  if (segments.length > 4 || !segments.every((s) => SLUG_SEGMENT.test(s) && s.length <= 80)) return false;
  return !RESERVED_FIRST_SEGMENTS[kind]?.includes(segments[0]!);
}

const BASE: Record<ContentKind, string> = {
  news: '/news',
  journal: '/journal',
  tag: '/journal/tags',
  landing: '/landing',
  osago: '/osago',
  insurance: '/insurance',
  fines: '/fines',
  taxes: '/taxes',
  license: '/licenses',
};

/** The site path of an entry: `/news/{slug}`, `/journal/tags/{slug}`, `/osago` for its index … */
export function contentPath(kind: ContentKind, slug: string): string {
  return slug === INDEX_SLUG ? BASE[kind] : `${BASE[kind]}/${slug}`;
}

/** The site path of a section's list (`/news`, `/journal`), with `?page=N` from page 2 on. */
export function listPagePath(base: string, page: number): string {
  return page > 1 ? `${base}?page=${page}` : base;
}
