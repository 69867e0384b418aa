import 'server-only';
import type { Metadata } from 'next';
import type { ContentEntry, ContentFaqDto, Crumb } from '@/lib/contract/content';
import { env } from '@/lib/env';

/** The service's name as it appears in titles, structured data and the feed. */
export const SITE_NAME = 'Штрафы';

/** An absolute URL on the public site (PUBLIC_URL) for a site path. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${env().PUBLIC_URL}/`).toString();
}

/** A page's title, description and address for the Metadata API. */
export interface PageSeo {
  title: string;
  description: string;
  /** Site path of the page's canonical address (`/news?page=2`). */
  path: string;
  /** `article` for news and journal articles (Open Graph type, dates). */
  article?: { publishedAt: string; updatedAt: string; author: string; tags?: string[] };
  /** A cover image path, for Open Graph. */
  image?: { path: string; alt: string } | null;
  /** Extra `<link rel="alternate">` types (the news feed). */
  feeds?: Record<string, string>;
}

/**
 * Metadata API fields of a public content page: title (the root template adds « — Штрафы»),
 * description, the canonical address (absolute, from PUBLIC_URL), Open Graph in Russian and the
 * large-image card, with the cover's PNG or the service's own card as the preview image.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const url = absoluteUrl(seo.path);
  const image = seo.image ? { path: openGraphImagePath(seo.image.path), alt: seo.image.alt } : SITE_IMAGE;
  const images = [{ url: absoluteUrl(image.path), alt: image.alt, width: 1200, height: 630, type: 'image/png' }];
  return {
    title: seo.title,
    description: seo.description,
    alternates: {
      canonical: url,
      types: seo.feeds
        ? Object.fromEntries(Object.entries(seo.feeds).map(([type, path]) => [type, absoluteUrl(path)]))
        : undefined,
    },
    openGraph: seo.article
      ? {
          type: 'article',
          url,
          title: seo.title,
          description: seo.description,
          siteName: SITE_NAME,
          locale: 'ru_RU',
          publishedTime: seo.article.publishedAt,
          modifiedTime: seo.article.updatedAt,
          authors: [seo.article.author],
          tags: seo.article.tags,
          images,
        }
      : { type: 'website', url, title: seo.title, description: seo.description, siteName: SITE_NAME, locale: 'ru_RU', images },
    twitter: { card: 'summary_large_image', title: seo.title, description: seo.description, images },
  };
}

/**
 * The link preview of a page without a cover of its own (the home page, lists, sections): the
 * service's card, 1200×630 PNG (public/og/site.png).
 */
const SITE_IMAGE = { path: '/og/site.png', alt: 'Штрафы — проверка и оплата штрафов ГИБДД' };

/**
 * The PNG beside a cover (`/content/covers/car.svg` → `…/car.png`, 1200×630, made from the SVG):
 * VK, Telegram and X show no SVG in a link preview. The page itself keeps the SVG.
 */
export function openGraphImagePath(coverPath: string): string {
  return coverPath.replace(/\.svg$/, '.png');
}

/** schema.org Organization of the service (publisher of every article). */
export function organizationJsonLd() {
  return {
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization'),
    name: SITE_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
  };
}

/** schema.org BreadcrumbList from (name, site path) pairs, home first. */
export function breadcrumbJsonLd(items: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/**
 * schema.org NewsArticle (news) or Article (journal, other pages) of an entry. `tagNames`: the
 * names of its tags as the page shows them («Штрафы ГИБДД», not the slug), its `keywords`.
 * Sources named twice (two articles of one law) are cited once.
 */
export function articleJsonLd(entry: ContentEntry, type: 'NewsArticle' | 'Article', tagNames: readonly string[] = []) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: entry.title,
    description: entry.description,
    inLanguage: 'ru',
    mainEntityOfPage: absoluteUrl(entry.path),
    url: absoluteUrl(entry.path),
    datePublished: entry.publishedAt,
    dateModified: entry.updatedAt,
    author: { '@type': 'Organization', name: entry.author, url: absoluteUrl('/') },
    publisher: organizationJsonLd(),
    image: entry.cover ? [absoluteUrl(entry.cover)] : undefined,
    keywords: tagNames.length > 0 ? tagNames.join(', ') : undefined,
    citation: entry.sources.length > 0 ? [...new Set(entry.sources.map((s) => s.url ?? s.title))] : undefined,
  };
}

/** schema.org FAQPage of a page's questions (answers as plain text). */
export function faqJsonLd(faq: ContentFaqDto[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

/** schema.org CollectionPage of a list (news, journal, a tag) with its items' addresses. */
export function collectionJsonLd(name: string, path: string, items: { title: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    url: absoluteUrl(path),
    inLanguage: 'ru',
    publisher: organizationJsonLd(),
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(item.path),
        name: item.title,
      })),
    },
  };
}
