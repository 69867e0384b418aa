import Link from 'next/link';
import type { ContentSummary } from '@/lib/contract/content';
import { CoverImage } from './cover-image';
import { PublishedDate } from './published-date';
import styles from './content.module.css';

/**
 * A list of entries as cards: cover, title (the link), lead and date. `headingLevel` keeps the
 * outline right under the page's h1 (2) or under a section's h2 (3).
 */
export function EntryList({
  items,
  headingLevel = 2,
  showDates = true,
}: {
  items: ContentSummary[];
  headingLevel?: 2 | 3;
  showDates?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.path} className={`card ${styles.entryCard}`}>
          {item.cover && <CoverImage src={item.cover} alt="" className={styles.cardCover} />}
          <div className={styles.cardText}>
            <Heading className={styles.cardTitle}>
              <Link href={item.path}>{item.title}</Link>
            </Heading>
            <p className={styles.cardLead}>{item.description}</p>
            {showDates && <PublishedDate iso={item.publishedAt} className={styles.meta} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
