import type { ContentSourceDto } from '@/lib/contract/content';
import styles from './content.module.css';

/**
 * «Источники»: the laws and official pages an article relies on. Links to other sites are marked
 * external (`rel="external"`), the only way a link may leave the site (spec §2).
 */
export function SourcesList({ sources }: { sources: ContentSourceDto[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="sources" className={styles.sources}>
      <h2 id="sources">Источники</h2>
      <ul>
        {sources.map((source) => (
          <li key={source.title}>
            {source.url ? (
              <a href={source.url} rel="external noopener noreferrer">
                {source.title}
              </a>
            ) : (
              source.title
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
