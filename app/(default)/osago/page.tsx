import type { Metadata } from 'next';
import { EntryList } from '@/components/content/entry-list';
import { EntryPage } from '@/components/content/entry-page';
import { entryJsonLd, entryMetadata, sectionEntry } from '@/lib/server/content/entry-page';
import { listEntries } from '@/lib/server/content/service';
import { outageAware } from '@/lib/server/pages/outage-aware';

async function loadMetadata(): Promise<Metadata> {
  return entryMetadata(await sectionEntry('osago'));
}

/** /osago: what ОСАГО is and the section's pages. */
async function OsagoPage() {
  const entry = await sectionEntry('osago');
  const pages = await listEntries('osago');
  const crumbs = [
    { name: 'Главная', path: '/' },
    { name: 'ОСАГО', path: entry.path },
  ];
  return (
    <EntryPage entry={entry} crumbs={crumbs} jsonLd={entryJsonLd(entry, crumbs)} withCheck={false}>
      {pages.length > 0 && (
        <section aria-labelledby="osago-pages">
          <h2 id="osago-pages">Подробнее об ОСАГО</h2>
          <EntryList items={pages} headingLevel={3} showDates={false} />
        </section>
      )}
    </EntryPage>
  );
}

export const generateMetadata = outageAware(loadMetadata);
export default outageAware(OsagoPage);
