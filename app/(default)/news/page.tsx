import type { Metadata } from 'next';
import { ListView } from '@/components/content/list-view';
import { listPagePath } from '@/lib/contract/content';
import { listTitle, pageOf } from '@/lib/server/content/list-page';
import type { SearchParams } from '@/lib/server/content/routing';
import { breadcrumbJsonLd, collectionJsonLd, pageMetadata } from '@/lib/server/content/seo';
import { listEntries } from '@/lib/server/content/service';
import { outageAware } from '@/lib/server/pages/outage-aware';

const BASE = '/news';
const TITLE = 'Новости о штрафах, ОСАГО и налогах';
const LEAD = 'Что меняется в штрафах ГИБДД, ОСАГО и налогах для автовладельцев и что нового в сервисе.';
const CRUMBS = [
  { name: 'Главная', path: '/' },
  { name: 'Новости', path: BASE },
];
/** The news feed (app/(default)/news/rss.xml/route.ts). */
const FEED = { 'application/rss+xml': '/news/rss.xml' };

type Props = { searchParams: Promise<SearchParams> };

async function load(searchParams: Props['searchParams']) {
  return pageOf(await listEntries('news'), await searchParams, BASE);
}

async function loadMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page } = await load(searchParams);
  return pageMetadata({ title: listTitle(TITLE, page), description: LEAD, path: listPagePath(BASE, page), feeds: FEED });
}

/** /news: the news, newest first, five to a page with real page links. */
async function NewsPage({ searchParams }: Props) {
  const list = await load(searchParams);
  const path = listPagePath(BASE, list.page);
  return (
    <ListView
      crumbs={CRUMBS}
      title="Новости"
      lead={LEAD}
      list={list}
      base={BASE}
      jsonLd={[collectionJsonLd(listTitle(TITLE, list.page), path, list.items), breadcrumbJsonLd(CRUMBS)]}
    >
      <p>
        <a href={FEED['application/rss+xml']}>Подписаться через RSS</a>
      </p>
    </ListView>
  );
}

export const generateMetadata = outageAware(loadMetadata);
export default outageAware(NewsPage);
