'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { fetchOrganization, refreshOrganization } from '@/api-client/organizations';
import { queryKeys } from '@/api-client/query-keys';
import type { OrganizationDto } from '@/lib/contract/organizations';
import { formatDateTimeRu } from '@/lib/domain/dates';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';

/**
 * Where the organization's check stands, said truthfully: while ГИС ГМП is asked it says so (the
 * list may still grow) and asks again every 3 s, then reloads the page's data once the check is
 * over; a failure says so with «Проверить снова». Only «Проверка завершена» when it is.
 */
export function FleetStatus({ initial }: { initial: OrganizationDto }) {
  const router = useRouter();
  const organization = useQuery({
    queryKey: queryKeys.organization(initial.id),
    queryFn: () => fetchOrganization(initial.id),
    initialData: initial,
    refetchInterval: (q) => (q.state.data?.state === 'pending' ? 3000 : false),
  });
  const state = organization.data.state;
  const shown = useRef(initial.state);
  useEffect(() => {
    // The server rendered the list while the check ran: take the finished one.
    if (shown.current === 'pending' && state !== 'pending') router.refresh();
    shown.current = state;
  }, [state, router]);

  if (state === 'pending') {
    return (
      <Notice tone="info" role="status">
        <p>
          <Spinner /> Проверяем штрафы организации в ГИС ГМП — список может пополниться.
        </p>
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
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void refreshOrganization(initial.id).then(() => organization.refetch())}
        >
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
