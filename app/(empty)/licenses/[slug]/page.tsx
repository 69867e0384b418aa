import type { Metadata } from 'next';
import { ArticleView } from '@/components/content/article-view';
import { JsonLd } from '@/components/content/json-ld';
import { OperatorDetails } from '@/components/content/operator-details';
import { entryFromParams, entryMetadata } from '@/lib/server/content/entry-page';
import { breadcrumbJsonLd } from '@/lib/server/content/seo';
import { outageAware } from '@/lib/server/pages/outage-aware';

type Props = { params: Promise<{ slug: string }> };

const load = async (params: Props['params']) => entryFromParams((await params).slug, 'license', '/licenses');

async function loadMetadata({ params }: Props): Promise<Metadata> {
  return entryMetadata(await load(params));
}

/**
 * /licenses/{slug}: one of the service's documents (user agreement, privacy policy), in the empty
 * layout, with the operator they name and where to write (OperatorDetails).
 */
async function LicensePage({ params }: Props) {
  const entry = await load(params);
  const crumbs = [
    { name: 'Главная', path: '/' },
    { name: entry.title, path: entry.path },
  ];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <ArticleView entry={entry} crumbs={crumbs} dated={false} />
      <OperatorDetails />
    </>
  );
}

export const generateMetadata = outageAware(loadMetadata);
export default outageAware(LicensePage);
