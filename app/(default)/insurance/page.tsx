import type { Metadata } from 'next';
import { EntryPage } from '@/components/content/entry-page';
import { entryJsonLd, entryMetadata, sectionEntry } from '@/lib/server/content/entry-page';
import { outageAware } from '@/lib/server/pages/outage-aware';

async function loadMetadata(): Promise<Metadata> {
  return entryMetadata(await sectionEntry('insurance'));
}

/** /insurance: car insurance for an owner — ОСАГО, КАСКО and what to check. */
async function InsurancePage() {
  const entry = await sectionEntry('insurance');
  const crumbs = [
    { name: 'Главная', path: '/' },
    { name: 'Страхование', path: entry.path },
  ];
  return <EntryPage entry={entry} crumbs={crumbs} jsonLd={entryJsonLd(entry, crumbs)} withCheck={false} />;
}

export const generateMetadata = outageAware(loadMetadata);
export default outageAware(InsurancePage);
