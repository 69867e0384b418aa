import type { Metadata } from 'next';
import { EntryPage } from '@/components/content/entry-page';
import { entryFromParams, entryJsonLd, entryMetadata } from '@/lib/server/content/entry-page';

type Props = { params: Promise<{ slug: string[] }> };

const load = async (params: Props['params']) => entryFromParams((await params).slug, 'landing', '/landing');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return entryMetadata(await load(params));
}

/** /landing/{slug...}: a landing page with its text, FAQ and the fines-check form (spec §2). */
export default async function LandingPage({ params }: Props) {
  const entry = await load(params);
  const crumbs = [
    { name: 'Главная', path: '/' },
    { name: entry.title, path: entry.path },
  ];
  return <EntryPage entry={entry} crumbs={crumbs} jsonLd={entryJsonLd(entry, crumbs)} withCheck />;
}
