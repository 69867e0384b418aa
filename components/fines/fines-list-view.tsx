'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { preloadQuery, useFines } from '@/api-client/fines';
import type { FinesListDto } from '@/lib/contract/fines';
import { groupFines } from '@/lib/domain/fine-status';
import { DocumentWarnings } from './document-warnings';
import { EmptyState } from './empty-state';
import { FinesTabs, type FinesTabsEmpty } from './fines-tabs';
import { PreloadStatus } from './preload-status';
import { SandboxNotice } from './sandbox-notice';
import { useRefreshAfterPreload } from './use-refresh-after-preload';

interface FinesListViewProps {
  /** The list as the server rendered it; the client keeps it fresh from there. */
  initialData: FinesListDto;
  /** `YYYY-MM-DD` in Moscow, computed once on the server so both renders agree. */
  today: string;
}

/**
 * The user's fines: starts the registry lookup (preload) and shows its progress, refreshes the
 * list when the lookup is done, and shows the charges in three tabs — unpaid, paid and sent to
 * the bailiffs — with counts, the sum to pay and per-document lookup errors.
 */
export function FinesListView({ initialData, today }: FinesListViewProps) {
  // Every visit asks the server to refresh stale results, whatever an earlier visit cached.
  const preload = useQuery({ ...preloadQuery(), staleTime: 0 });
  const fines = useFines(initialData);
  const data = fines.data ?? initialData;

  useRefreshAfterPreload(preload.data, data);

  const failed = (preload.isError || fines.isError) && !preload.isFetching && !fines.isFetching;
  const checking = !failed && (preload.isPending || preload.data?.done === false || (preload.isError && preload.isFetching));
  const retry = () => {
    void preload.refetch();
    if (fines.isError) void fines.refetch();
  };

  const { unpaid, paid } = groupFines(data.fines);

  return (
    <div className="stack">
      {data.sandbox && <SandboxNotice />}
      <PreloadStatus checking={checking} failed={failed} onRetry={retry} />
      <DocumentWarnings documents={data.documents} />
      {data.documents.length === 0 && !checking ? (
        <EmptyState title="Документы не добавлены">
          <p>Добавьте СТС, и мы найдём штрафы по нему.</p>
          <Link href="/" className="button">
            Проверить штрафы по СТС
          </Link>
        </EmptyState>
      ) : (
        <FinesTabs
          label="Штрафы"
          unpaid={unpaid}
          paid={paid}
          orders={data.orders}
          today={today}
          checking={checking}
          empty={EMPTY_TABS}
        />
      )}
    </div>
  );
}

const EMPTY_TABS: FinesTabsEmpty = {
  unpaid: (
    <EmptyState title="Штрафов не найдено">
      <p className="muted">Неоплаченных штрафов по вашим документам нет.</p>
    </EmptyState>
  ),
  paid: <EmptyState title="Оплаченных штрафов нет" />,
  orders: (
    <EmptyState title="Штрафов у приставов нет">
      <p className="muted">Исполнительных производств ФССП по вашим документам не найдено.</p>
    </EmptyState>
  ),
};
