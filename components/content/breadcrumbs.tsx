import Link from 'next/link';
import type { Crumb } from '@/lib/contract/content';
import styles from './content.module.css';

/**
 * The trail from the home page to the current page (its last item, not a link). The same items
 * feed the page's BreadcrumbList structured data.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Навигационная цепочка" className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.path} aria-current="page">
              {item.name}
            </li>
          ) : (
            <li key={item.path}>
              <Link href={item.path}>{item.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
