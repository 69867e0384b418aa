import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/content/article-view';
import { EntryWidgets } from '@/components/content/entry-widgets';
import { JsonLd } from '@/components/content/json-ld';
import { slugFromParams } from '@/lib/server/content/routing';
import { articleJsonLd, breadcrumbJsonLd, pageMetadata } from '@/lib/server/content/seo';
import { entryTags, getEntry } from '@/lib/server/content/service';
import { outageAware } from '@/lib/server/pages/outage-aware';

type Props = { params: Promise<{ slug: string }> };

async function load(params: Props['params']) {
  const entry = await getEntry('journal', slugFromParams((await params).slug, 'journal', '/journal'));
  if (!entry) notFound();
  return entry;
}

async function loadMetadata({ params }: Props): Promise<Metadata> {
  const entry = await load(params);
  return pageMetadata({
    title: entry.title,
    description: entry.description,
    path: entry.path,
    // Open Graph's article:tag by name, as the page shows them.
    article: { ...entry, tags: (await entryTags(entry)).map((t) => t.name) },
    image: entry.cover ? { path: entry.cover, alt: entry.coverAlt ?? entry.title } : null,
  });
}

/** /journal/{slug}: a journal article with its tags, interactive parts, FAQ and sources (Article structured data). */
async function JournalArticlePage({ params }: Props) {
  const entry = await load(params);
  const tags = await entryTags(entry);
  const crumbs = [
    { name: 'Главная', path: '/' },
    { name: 'Журнал', path: '/journal' },
    { name: entry.title, path: entry.path },
  ];
  return (
    <>
      <JsonLd
        data={articleJsonLd(
          entry,
          'Article',
          tags.map((t) => t.name),
        )}
      />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <ArticleView entry={entry} crumbs={crumbs} tags={tags}>
        <EntryWidgets widgets={entry.widgets} />
      </ArticleView>
    </>
  );
}

export const generateMetadata = outageAware(loadMetadata);
export default outageAware(JournalArticlePage);
