import type { ReactNode } from 'react';
import type { ContentEntry, Crumb } from '@/lib/contract/content';
import { ArticleView } from './article-view';
import { CheckSection } from './check-section';
import { EntryWidgets } from './entry-widgets';
import { JsonLd } from './json-ld';

/**
 * A content page that is not a dated article (landing, OSAGO, insurance, fines and taxes pages):
 * its structured data, the text, and the fines-check form where the route carries one (spec §2:
 * `/{listType}/{slug...}` and `/landing/{slug...}`). `children` go after the text (section lists).
 */
export function EntryPage({
  entry,
  crumbs,
  jsonLd,
  withCheck,
  children,
}: {
  entry: ContentEntry;
  crumbs: Crumb[];
  jsonLd: object[];
  withCheck: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {jsonLd.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
      <ArticleView entry={entry} crumbs={crumbs} dated={false}>
        <EntryWidgets widgets={entry.widgets} exclude={withCheck ? ['fines-check'] : []} />
        {withCheck && <CheckSection />}
        {children}
      </ArticleView>
    </>
  );
}
