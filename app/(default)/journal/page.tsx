import type { Metadata } from 'next';
import Link from 'next/link';
import { ListView } from '@/components/content/list-view';
import { listPagePath } from '@/lib/contract/content';
import { listTitle, pageOf } from '@/lib/server/content/list-page';
import type { SearchParams } from '@/lib/server/content/routing';
import { breadcrumbJsonLd, collectionJsonLd, pageMetadata } from '@/lib/server/content/seo';
import { listEntries } from '@/lib/server/content/service';
import { outageAware } from '@/lib/server/pages/outage-aware';

const BASE = '/journal';
const TITLE = 'Журнал: как платить штрафы, оформить ОСАГО и не переплатить';
const LEAD =
  'Разборы для автовладельцев: скидки и сроки оплаты штрафов, приставы, камеры, ОСАГО и транспортный налог — со ссылками на законы.';
const CRUMBS = [
  { name: 'Главная', path: '/' },
  { name: 'Журнал', path: BASE },
];

type Props = { searchParams: Promise<SearchParams> };

async function load(searchParams: Props['searchParams']) {
  return pageOf(await listEntries('journal'), await searchParams, BASE);
}

async function loadMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page } = await load(searchParams);
  return pageMetadata({ title: listTitle(TITLE, page), description: LEAD, path: listPagePath(BASE, page) });
}

/** /journal: the journal's articles, newest first, with page links and a way to the tags. */
async function JournalPage({ searchParams }: Props) {
  const list = await load(searchParams);
  return (
    <ListView
      crumbs={CRUMBS}
      title="Журнал"
      lead={LEAD}
      list={list}
      base={BASE}
      jsonLd={[
        collectionJsonLd(listTitle(TITLE, list.page), listPagePath(BASE, list.page), list.items),
        breadcrumbJsonLd(CRUMBS),
      ]}
    >
      <p>
        <Link href="/journal/tags">Все темы журнала</Link>
      </p>
    </ListView>
  );
}

export const generateMetadata = outageAware(loadMetadata);
export default outageAware(JournalPage);
