import type { Metadata } from 'next';
import { EntryPage } from '@/components/content/entry-page';
import { entryFromParams, entryJsonLd, entryMetadata } from '@/lib/server/content/entry-page';
import { outageAware } from '@/lib/server/pages/outage-aware';

type Props = { params: Promise<{ slug: string[] }> };

const load = async (params: Props['params']) => entryFromParams((await params).slug, 'taxes', '/taxes');

async function loadMetadata({ params }: Props): Promise<Metadata> {
  return entryMetadata(await load(params));
}

/**
 * /taxes/{slug...}: a page of the taxes list type (transport tax, penalties) with the
 * fines-check form (spec §2). `/taxes` and the guarded `/taxes/list` have routes of their own.
 */
async function TaxesEntryPage({ params }: Props) {
  const entry = await load(params);
  const crumbs = [
    { name: 'Главная', path: '/' },
    { name: 'Налоги', path: '/taxes' },
    { name: entry.title, path: entry.path },
  ];
  return <EntryPage entry={entry} crumbs={crumbs} jsonLd={entryJsonLd(entry, crumbs)} withCheck />;
}

export const generateMetadata = outageAware(loadMetadata);
export default outageAware(TaxesEntryPage);
