import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ContentEntry, ContentTag, Crumb } from '@/lib/contract/content';
import { Breadcrumbs } from './breadcrumbs';
import { CoverImage } from './cover-image';
import { FaqList } from './faq-list';
import { PublishedDate } from './published-date';
import { SourcesList } from './sources-list';
import styles from './content.module.css';

/**
 * One content page in full: breadcrumbs, title, lead, date and author (articles), tags, cover,
 * the rendered body, then `children` (the page's interactive parts), the FAQ and the sources.
 * The body is HTML the Markdown renderer already sanitized (lib/server/content/markdown.ts).
 */
export function ArticleView({
  entry,
  crumbs,
  tags = [],
  dated = true,
  children,
}: {
  entry: ContentEntry;
  crumbs: Crumb[];
  tags?: Pick<ContentTag, 'slug' | 'name' | 'path'>[];
  /** Show the publish date and author (news and journal). */
  dated?: boolean;
  children?: ReactNode;
}) {
  return (
    <article className={styles.article}>
      <Breadcrumbs items={crumbs} />
      <header>
        <h1>{entry.title}</h1>
        <p className="lead">{entry.description}</p>
        {dated && (
          <p className={styles.meta}>
            <PublishedDate iso={entry.publishedAt} /> · {entry.author}
          </p>
        )}
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label="Темы">
            {tags.map((tag) => (
              <li key={tag.slug}>
                <Link href={tag.path}>{tag.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </header>
      {entry.cover && <CoverImage src={entry.cover} alt={entry.coverAlt ?? ''} hero className={styles.cover} />}
      <div className={styles.prose} data-client-links dangerouslySetInnerHTML={{ __html: entry.html }} />
      {children}
      <FaqList faq={entry.faq} />
      <SourcesList sources={entry.sources} />
    </article>
  );
}
