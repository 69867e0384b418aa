import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListView } from '@/components/content/list-view';
import { listPagePath } from '@/lib/contract/content';
import { listTitle, pageOf } from '@/lib/server/content/list-page';
import { slugFromParams, type SearchParams } from '@/lib/server/content/routing';
import { breadcrumbJsonLd, collectionJsonLd, pageMetadata } from '@/lib/server/content/seo';
import { listByTag, listTags } from '@/lib/server/content/service';
import { outageAware } from '@/lib/server/pages/outage-aware';

type Props = { params: Promise<{ tagSlug: string }>; searchParams: Promise<SearchParams> };

/** The tag and one page of its articles; 404 for a tag that does not exist or has no articles. */
async function load({ params, searchParams }: Props) {
  const slug = slugFromParams((await params).tagSlug, 'tag', '/journal/tags');
  const tag = (await listTags()).find((t) => t.slug === slug);
  if (!tag) notFound();
  const list = pageOf(await listByTag(slug), await searchParams, tag.path);
  return { tag, list };
}

async function loadMetadata(props: Props): Promise<Metadata> {
  const { tag, list } = await load(props);
  return pageMetadata({
    title: listTitle(`${tag.name} — статьи журнала`, list.page),
    description: tag.description,
    path: listPagePath(tag.path, list.page),
  });
}

/** /journal/tags/{tagSlug}: the journal's articles on one tag, newest first, with page links. */
async function JournalTagPage(props: Props) {
  const { tag, list } = await load(props);
  const crumbs = [
    { name: 'Главная', path: '/' },
    { name: 'Журнал', path: '/journal' },
    { name: 'Темы', path: '/journal/tags' },
    { name: tag.name, path: tag.path },
  ];
  return (
    <ListView
      crumbs={crumbs}
      title={tag.name}
      lead={tag.description}
      list={list}
      base={tag.path}
      jsonLd={[
        collectionJsonLd(listTitle(tag.name, list.page), listPagePath(tag.path, list.page), list.items),
        breadcrumbJsonLd(crumbs),
      ]}
    />
  );
}

export const generateMetadata = outageAware(loadMetadata);
export default outageAware(JournalTagPage);
