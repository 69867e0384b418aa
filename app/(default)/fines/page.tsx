import type { Metadata } from 'next';
import { EntryList } from '@/components/content/entry-list';
import { EntryPage } from '@/components/content/entry-page';
import { entryJsonLd, entryMetadata, sectionEntry } from '@/lib/server/content/entry-page';
import { listEntries } from '@/lib/server/content/service';
import { mapConfig } from '@/lib/server/fines/details-page';
import { uinLookupForPage } from '@/lib/server/fines/uin-lookup-page';
import { UinLookup } from '@/components/uin-lookup/uin-lookup';
import { outageAware } from '@/lib/server/pages/outage-aware';

async function loadMetadata(): Promise<Metadata> {
  return entryMetadata(await sectionEntry('fines'));
}

/**
 * /fines: the public index of the fines list type (spec §2 `/{listType}`): what fines are, how
 * to check them, the fines-check form, the lookup by УИН (for anyone, with «Оплатить»), and the
 * section's pages (articles of КоАП, regions). `?uin=` is the lookup's form sent without
 * JavaScript: the page answers it in place.
 */
async function FinesIndexPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const answered = await uinLookupForPage('fine', (await searchParams).uin);
  const entry = await sectionEntry('fines');
  const pages = await listEntries('fines');
  const crumbs = [
    { name: 'Главная', path: '/' },
    { name: 'Штрафы ГИБДД', path: entry.path },
  ];
  return (
    <EntryPage entry={entry} crumbs={crumbs} jsonLd={entryJsonLd(entry, crumbs)} withCheck>
      <section className="card" aria-labelledby="fines-by-uin">
        <h2 id="fines-by-uin">Найти штраф по УИН</h2>
        <p className="muted">
          УИН — номер постановления или начисления: 20 или 25 цифр, например из письма или квитанции. Регистрироваться не нужно.
        </p>
        <UinLookup kind="fine" map={mapConfig()} answered={answered} />
      </section>
      {pages.length > 0 && (
        <section aria-labelledby="fines-pages">
          <h2 id="fines-pages">Штрафы по статьям и регионам</h2>
          <EntryList items={pages} headingLevel={3} showDates={false} />
        </section>
      )}
    </EntryPage>
  );
}

export const generateMetadata = outageAware(loadMetadata);
export default outageAware(FinesIndexPage);
