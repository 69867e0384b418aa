'use client';

import Link from 'next/link';
import { useState } from 'react';
import { ApiError } from '@/api-client/client';
import { useOrganizationMutations } from '@/api-client/organizations';
import type { OrganizationDto } from '@/lib/contract/organizations';
import { formatDateTimeRu } from '@/lib/domain/dates';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { PlanFields, type PlanValue } from './plan-fields';
import styles from './organizations.module.css';
import { vehicleListText } from './vehicle-list-text';

/** Where the organization's check stands, in words a person reads. */
export function OrganizationState({ organization }: { organization: OrganizationDto }) {
  if (organization.state === 'pending') {
    return (
      <p className={styles.state} role="status">
        <Spinner /> Проверяем штрафы организации в ГИС ГМП…
      </p>
    );
  }
  if (organization.state === 'failed') {
    return (
      <p className={`${styles.state} field__error`} role="alert">
        {organization.checkError}
      </p>
    );
  }
  return (
    <p className={`${styles.state} muted`} role="status">
      Проверено {organization.checkedAt ? formatDateTimeRu(organization.checkedAt) : ''}
    </p>
  );
}

/**
 * One organization on /profile: its name and requisites, where its check stands, a link to its
 * fines, the plan and history (saved with «Сохранить»), «Проверить снова» and «Удалить».
 */
export function OrganizationItem({ organization }: { organization: OrganizationDto }) {
  const { save, remove, lookUp } = useOrganizationMutations();
  const [draft, setDraft] = useState<PlanValue>({ subscribeType: organization.subscribeType, countDays: organization.countDays });
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const changed = draft.subscribeType !== organization.subscribeType || draft.countDays !== organization.countDays;
  const fail = (e: unknown) => setError(e instanceof ApiError ? e.errorDesc : MSG_CREDENTIALS_CHECK_FAILED);
  const titleId = `organization-${organization.id}`;

  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <h3 className={styles.name} id={titleId}>
        {organization.name}
      </h3>
      <p className={styles.requisites}>
        ИНН {organization.inn}
        {organization.kpp && ` · КПП ${organization.kpp}`}
        {organization.ogrn && ` · ОГРН ${organization.ogrn}`}
        {` · ${vehicleListText(organization.vehicles)}`}
      </p>
      <OrganizationState organization={organization} />
      <p>
        <Link className="button" href={`/fines/list/organization/${organization.id}`}>
          Штрафы организации
        </Link>
      </p>
      <form
        method="post"
        className={styles.settings}
        aria-label={`Тариф и история: ${organization.name}`}
        onSubmit={(e) => {
          e.preventDefault();
          setError(undefined);
          setSaved(false);
          save.mutate({ id: organization.id, ...draft }, { onError: fail, onSuccess: () => setSaved(true) });
        }}
      >
        <PlanFields value={draft} onChange={setDraft} disabled={save.isPending} />
        <div className={`field ${styles.buttonField}`}>
          <button type="submit" className="button button--secondary" disabled={!changed || save.isPending}>
            {save.isPending && <Spinner />}
            Сохранить
          </button>
        </div>
        <span className="visually-hidden" role="status">
          {saved ? 'Сохранено' : ''}
        </span>
      </form>
      <FormAlert message={error} />
      <div className="button-row">
        {/* aria-disabled, not disabled: a pressed button that became disabled would drop the focus. */}
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={lookUp.isPending || organization.state === 'pending'}
          onClick={() => {
            if (!lookUp.isPending && organization.state !== 'pending') lookUp.mutate(organization.id, { onError: fail });
          }}
        >
          Проверить снова
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(`Удалить «${organization.name}» вместе со списком машин и штрафами?`)) {
              remove.mutate(organization.id, { onError: fail });
            }
          }}
        >
          Удалить
        </button>
      </div>
    </li>
  );
}
