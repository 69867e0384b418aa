import type { Metadata } from 'next';
import { EntryPage } from '@/components/content/entry-page';
import { entryFromParams, entryJsonLd, entryMetadata } from '@/lib/server/content/entry-page';
import { outageAware } from '@/lib/server/pages/outage-aware';

type Props = { params: Promise<{ slug: string[] }> };

const load = async (params: Props['params']) => entryFromParams((await params).slug, 'landing', '/landing');

async function loadMetadata({ params }: Props): Promise<Metadata> {
  return entryMetadata(await load(params));
}

/** /landing/{slug...}: a landing page with its text, FAQ and the fines-check form (spec §2). */
async function LandingPage({ params }: Props) {
  const entry = await load(params);
  const crumbs = [
    { name: 'Главная', path: '/' },
    { name: entry.title, path: entry.path },
  ];
  return <EntryPage entry={entry} crumbs={crumbs} jsonLd={entryJsonLd(entry, crumbs)} withCheck />;
}

export const generateMetadata = outageAware(loadMetadata);
export default outageAware(LandingPage);
