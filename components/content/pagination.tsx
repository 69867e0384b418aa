import Link from 'next/link';
import { listPagePath } from '@/lib/contract/content';
import styles from './content.module.css';

/**
 * Page links of a list: real addresses (`?page=2`), so crawlers and people without JavaScript
 * reach every page. Nothing is rendered for a one-page list.
 */
export function Pagination({ base, page, pages }: { base: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label="Страницы списка" className={styles.pagination}>
      {page > 1 ? (
        <Link href={listPagePath(base, page - 1)} rel="prev" className={styles.pageStep}>
          ← Назад
        </Link>
      ) : (
        <span aria-hidden="true" className={styles.pageStep} />
      )}
      <ol className={styles.pageNumbers}>
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={styles.pageCurrent}>
                <span className="visually-hidden">Страница </span>
                {n}
              </span>
            ) : (
              <Link href={listPagePath(base, n)} className={styles.pageLink} aria-label={`Страница ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link href={listPagePath(base, page + 1)} rel="next" className={styles.pageStep}>
          Дальше →
        </Link>
      ) : (
        <span aria-hidden="true" className={styles.pageStep} />
      )}
    </nav>
  );
}
