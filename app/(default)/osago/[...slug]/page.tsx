import type { Metadata } from 'next';
import { EntryPage } from '@/components/content/entry-page';
import { entryFromParams, entryJsonLd, entryMetadata } from '@/lib/server/content/entry-page';

type Props = { params: Promise<{ slug: string[] }> };

const load = async (params: Props['params']) => entryFromParams((await params).slug, 'osago', '/osago');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return entryMetadata(await load(params));
}

/** /osago/{slug...}: one page of the ОСАГО section. */
export default async function OsagoEntryPage({ params }: Props) {
  const entry = await load(params);
  const crumbs = [
    { name: 'Главная', path: '/' },
    { name: 'ОСАГО', path: '/osago' },
    { name: entry.title, path: entry.path },
  ];
  return <EntryPage entry={entry} crumbs={crumbs} jsonLd={entryJsonLd(entry, crumbs)} withCheck={false} />;
}
