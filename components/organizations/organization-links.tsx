import Link from 'next/link';
import type { OrganizationDto } from '@/lib/contract/organizations';
import styles from './organizations.module.css';

/** Where /profile shows a legal entity's «Организации» card (its `ProfileSection` id). */
export const ADD_ORGANIZATION_HREF = '/profile#profile-organizations';

/**
 * «Штрафы организаций» on /fines/list for a legal entity (user type 3, spec §6): a link to each
 * organization's fleet page (the fines by organization, beside those of the person's own
 * documents). A legal entity without organizations yet — its first sign-in — is told where to add
 * one instead of meeting only «Документы не добавлены». Nothing for a private person.
 */
export function OrganizationLinks({
  organizations,
  legalEntity,
}: {
  organizations: readonly OrganizationDto[];
  legalEntity: boolean;
}) {
  if (!legalEntity) return null;
  if (organizations.length === 0) {
    return (
      <section className="card stack" aria-labelledby="organization-links-title">
        <h2 id="organization-links-title">Штрафы организаций</h2>
        <p>
          Организаций пока нет. Добавьте организацию по названию или ИНН — мы найдём штрафы, выписанные на неё, и покажем их по
          машинам и водителям.
        </p>
        <p>
          <Link href={ADD_ORGANIZATION_HREF} className="button">
            Добавить организацию
          </Link>
        </p>
      </section>
    );
  }
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
