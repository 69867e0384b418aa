'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { ApiError, isRefusal } from '@/api-client/client';
import { fetchOrganization, refreshOrganization } from '@/api-client/organizations';
import { queryKeys } from '@/api-client/query-keys';
import type { OrganizationDto } from '@/lib/contract/organizations';
import { formatDateTimeRu } from '@/lib/domain/dates';
import { Notice } from '@/components/ui/notice';
import { FormAlert } from '@/components/ui/form-alert';
import { MSG_CREDENTIALS_CHECK_FAILED, MSG_RETRYING_CONNECTION } from '@/lib/domain/messages';
import { Spinner } from '@/components/ui/spinner';

/**
 * Where the organization's check stands, said truthfully: while ГИС ГМП is asked it says so (the
 * list may still grow) and asks again every 3 s, then reloads the page's data once the check is
 * over (still «Проверяем…» until that data is on the screen); a failure says so with «Проверить снова», whose own refusal (too many, the service down)
 * is said too. Asking stops at a refusal. Only «Проверка завершена» when it is.
 */
export function FleetStatus({ initial }: { initial: OrganizationDto }) {
  const router = useRouter();
  const organization = useQuery({
    queryKey: queryKeys.organization(initial.id),
    queryFn: () => fetchOrganization(initial.id),
    initialData: initial,
    // A refusal (the sign-in ended, the organization gone) will not change by asking again.
    refetchInterval: (q) => (q.state.data?.state === 'pending' && !isRefusal(q.state.error) ? 3000 : false),
  });
  const [retryError, setRetryError] = useState<string | null>(null);
  const retry = () => {
    setRetryError(null);
    refreshOrganization(initial.id).then(
      () => organization.refetch(),
      (e: unknown) => setRetryError(e instanceof ApiError ? e.errorDesc : MSG_CREDENTIALS_CHECK_FAILED),
    );
  };
  const state = organization.data.state;
  const shown = useRef(initial.state);
  // The page's lists stay those rendered during the check until the refreshed ones arrive: until
  // then «Проверка завершена» would stand over tabs of (0) and «Ждём ответа ГИС ГМП…».
  const [refreshing, startRefresh] = useTransition();
  useEffect(() => {
    // The server rendered the list while the check ran: take the finished one.
    if (shown.current === 'pending' && state !== 'pending') startRefresh(() => router.refresh());
    shown.current = state;
  }, [state, router]);

  if (state === 'pending' || refreshing) {
    return (
      <Notice tone="info" role="status">
        <p>
          <Spinner /> Проверяем штрафы организации в ГИС ГМП — список может пополниться.
        </p>
        {organization.isError && (
          <p className="muted">{isRefusal(organization.error) ? organization.error.errorDesc : MSG_RETRYING_CONNECTION}</p>
        )}
        <noscript>
          <p>Обновите страницу через несколько секунд, чтобы увидеть результат.</p>
        </noscript>
      </Notice>
    );
  }
  if (state === 'failed') {
    return (
      <Notice tone="danger" role="alert">
        <p>{organization.data.checkError}</p>
        <FormAlert message={retryError} />
        <button type="button" className="button button--secondary" onClick={retry}>
          Проверить снова
        </button>
      </Notice>
    );
  }
  return (
    <p className="muted" role="status">
      Проверка завершена{organization.data.checkedAt ? `: ${formatDateTimeRu(organization.data.checkedAt)}` : ''}
    </p>
  );
}
