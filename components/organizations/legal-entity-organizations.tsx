'use client';

import { useOrganizations } from '@/api-client/organizations';
import { ApiError } from '@/api-client/client';
import type { OrganizationDto } from '@/lib/contract/organizations';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { FormAlert } from '@/components/ui/form-alert';
import { ProfileSection } from '@/components/profile/profile-section';
import { OrganizationItem } from './organization-item';
import { OrganizationSearch } from './organization-search';
import styles from './organizations.module.css';

/** The legal entity's «Организации» card: its organizations, each with its check, plan and history, and the search to add one. */
export function LegalEntityOrganizations({ initial }: { initial?: OrganizationDto[] }) {
  const organizations = useOrganizations(initial);
  const list = organizations.data ?? [];
  return (
    <ProfileSection id="profile-organizations" title="Организации">
      <p className="muted">
        Штрафы, выписанные на организацию, приходят в ГИС ГМП по её ИНН: камеры фиксируют нарушения машин автопарка. Добавьте
        организацию — мы проверим её начисления и покажем их по машинам и водителям.
      </p>
      {organizations.isError && (
        <FormAlert
          message={organizations.error instanceof ApiError ? organizations.error.errorDesc : MSG_CREDENTIALS_CHECK_FAILED}
        />
      )}
      {list.length > 0 ? (
        <ul className={styles.list} aria-label="Ваши организации">
          {list.map((organization) => (
            <OrganizationItem key={organization.id} organization={organization} />
          ))}
        </ul>
      ) : (
        // «нет» is an answer only when the list came: after a failed load the alert above speaks.
        !organizations.isPending && !organizations.isError && <p>Организаций пока нет.</p>
      )}
      <OrganizationSearch known={new Set(list.map((o) => o.inn))} />
    </ProfileSection>
  );
}
