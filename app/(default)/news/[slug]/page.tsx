import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/content/article-view';
import { EntryWidgets } from '@/components/content/entry-widgets';
import { JsonLd } from '@/components/content/json-ld';
import { slugFromParams } from '@/lib/server/content/routing';
import { articleJsonLd, breadcrumbJsonLd, pageMetadata } from '@/lib/server/content/seo';
import { getEntry } from '@/lib/server/content/service';
import { outageAware } from '@/lib/server/pages/outage-aware';

type Props = { params: Promise<{ slug: string }> };

async function load(params: Props['params']) {
  const entry = await getEntry('news', slugFromParams((await params).slug, 'news', '/news'));
  if (!entry) notFound();
  return entry;
}

async function loadMetadata({ params }: Props): Promise<Metadata> {
  const entry = await load(params);
  return pageMetadata({
    title: entry.title,
    description: entry.description,
    path: entry.path,
    article: entry,
    image: entry.cover ? { path: entry.cover, alt: entry.coverAlt ?? entry.title } : null,
  });
}

/** /news/{slug}: one news item with its sources (NewsArticle structured data). */
async function NewsItemPage({ params }: Props) {
  const entry = await load(params);
  const crumbs = [
    { name: 'Главная', path: '/' },
    { name: 'Новости', path: '/news' },
    { name: entry.title, path: entry.path },
  ];
  return (
    <>
      <JsonLd data={articleJsonLd(entry, 'NewsArticle')} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <ArticleView entry={entry} crumbs={crumbs}>
        <EntryWidgets widgets={entry.widgets} />
      </ArticleView>
    </>
  );
}

export const generateMetadata = outageAware(loadMetadata);
export default outageAware(NewsItemPage);
