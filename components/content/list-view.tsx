import type { ReactNode } from 'react';
import type { ContentPage, ContentSummary, Crumb } from '@/lib/contract/content';
import { Breadcrumbs } from './breadcrumbs';
import { EntryList } from './entry-list';
import { JsonLd } from './json-ld';
import { Pagination } from './pagination';
import styles from './content.module.css';

/**
 * A list page (news, journal, a tag): breadcrumbs, h1 with the lead, the cards of this page and
 * real page links. `jsonLd` is the page's structured data, built on the server.
 */
export function ListView({
  crumbs,
  title,
  lead,
  list,
  base,
  jsonLd,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  lead: string;
  list: ContentPage<ContentSummary>;
  base: string;
  jsonLd: object[];
  /** Shown under the lead (links to tags, the feed). */
  children?: ReactNode;
}) {
  return (
    <>
      {jsonLd.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
      <Breadcrumbs items={crumbs} />
      <header className={styles.sectionHead}>
        <h1>
          {title}
          {list.page > 1 && <span className="visually-hidden">, страница {list.page}</span>}
        </h1>
        <p className="lead">{lead}</p>
        {children}
      </header>
      {list.items.length > 0 ? <EntryList items={list.items} /> : <p className="card empty">Здесь пока ничего нет.</p>}
      <Pagination base={base} page={list.page} pages={list.pages} />
    </>
  );
}
