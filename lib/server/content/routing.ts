import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { isValidSlug, type ContentKind } from '@/lib/contract/content';

/** A page's `searchParams` as Next.js hands them over. */
export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The list page asked for by `?page=` on `base` (one canonical address per page): none → 1;
 * `?page=1` → a permanent redirect to `base`; anything but a positive integer without leading
 * zeros → 404 (spec §2: a route whose validation fails).
 */
export function listPageNumber(searchParams: SearchParams, base: string): number {
  const raw = searchParams.page;
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,5}$/.test(raw)) notFound();
  const page = Number(raw);
  if (page === 1) permanentRedirect(base);
  return page;
}

/** 404 for a page number past the end of the list (page 1 of an empty list exists). */
export function assertPageExists(page: number, pages: number): void {
  if (page > pages) notFound();
}

/**
 * The slug of a `[slug]` or `[...slug]` route: segments joined by `/`. Upper-case letters → a
 * permanent redirect to the lower-case address (one canonical form); a slug that is not
 * well-formed for `kind` → 404.
 */
export function slugFromParams(segments: string | string[], kind: ContentKind, base: string): string {
  const slug = (Array.isArray(segments) ? segments : [segments]).join('/');
  const lower = slug.toLowerCase();
  if (!isValidSlug(kind, lower)) notFound();
  if (lower !== slug) permanentRedirect(`${base}/${lower}`);
  return slug;
}
