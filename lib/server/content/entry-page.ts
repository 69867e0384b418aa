import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ContentEntry, ContentKind, Crumb } from '@/lib/contract/content';
import { slugFromParams } from './routing';
import { articleJsonLd, breadcrumbJsonLd, faqJsonLd, pageMetadata } from './seo';
import { getEntry } from './service';

/**
 * The entry a `[...slug]` (or `[slug]`) route asks for: the slug checked and made canonical
 * (routing.ts), then read; 404 when there is none. `index` is the section page's own entry and
 * has no second address.
 */
export async function entryFromParams(segments: string | string[], kind: ContentKind, base: string): Promise<ContentEntry> {
  const slug = slugFromParams(segments, kind, base);
  const entry = slug === 'index' ? null : await getEntry(kind, slug);
  if (!entry) notFound();
  return entry;
}

/** A section's own entry (`/osago`, `/insurance`, `/fines`); 404 when it was never written. */
export async function sectionEntry(kind: ContentKind): Promise<ContentEntry> {
  const entry = await getEntry(kind, 'index');
  if (!entry) notFound();
  return entry;
}

/** Metadata API fields of an entry's page (title, description, canonical, Open Graph). */
export function entryMetadata(entry: ContentEntry): Metadata {
  return pageMetadata({
    title: entry.title,
    description: entry.description,
    path: entry.path,
    image: entry.cover ? { path: entry.cover, alt: entry.coverAlt ?? entry.title } : null,
  });
}

/** Structured data of an entry's page: Article, BreadcrumbList and, when it answers questions, FAQPage. */
export function entryJsonLd(entry: ContentEntry, crumbs: Crumb[]): object[] {
  return [articleJsonLd(entry, 'Article'), breadcrumbJsonLd(crumbs), ...(entry.faq.length > 0 ? [faqJsonLd(entry.faq)] : [])];
}
