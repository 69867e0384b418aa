import Link from 'next/link';
import type { OrganizationDto } from '@/lib/contract/organizations';
import styles from './organizations.module.css';

/**
 * «Штрафы организаций» on /fines/list for a legal entity: a link to each organization's fleet page
 * (the fines by organization, beside those of the person's own documents). Nothing without any.
 */
export function OrganizationLinks({ organizations }: { organizations: readonly OrganizationDto[] }) {
  if (organizations.length === 0) return null;
  return (
    <nav className="card stack" aria-labelledby="organization-links-title">
      <h2 id="organization-links-title">Штрафы организаций</h2>
      <ul className={styles.results}>
        {organizations.map((o) => (
          <li key={o.id}>
            <Link href={`/fines/list/organization/${o.id}`}>{o.name}</Link>
            <span className="muted"> · ИНН {o.inn}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
