import type { Metadata } from 'next';
import { EntryPage } from '@/components/content/entry-page';
import { entryFromParams, entryJsonLd, entryMetadata } from '@/lib/server/content/entry-page';
import { outageAware } from '@/lib/server/pages/outage-aware';

type Props = { params: Promise<{ slug: string[] }> };

const load = async (params: Props['params']) => entryFromParams((await params).slug, 'fines', '/fines');

async function loadMetadata({ params }: Props): Promise<Metadata> {
  return entryMetadata(await load(params));
}

/**
 * /fines/{slug...}: a page of the fines list type (an article of КоАП, a region) with the
 * fines-check form (spec §2). `/fines/list` is the guarded list's own route, never a slug here.
 */
async function FinesEntryPage({ params }: Props) {
  const entry = await load(params);
  const crumbs = [
    { name: 'Главная', path: '/' },
    { name: 'Штрафы ГИБДД', path: '/fines' },
    { name: entry.title, path: entry.path },
  ];
  return <EntryPage entry={entry} crumbs={crumbs} jsonLd={entryJsonLd(entry, crumbs)} withCheck />;
}

export const generateMetadata = outageAware(loadMetadata);
export default outageAware(FinesEntryPage);
