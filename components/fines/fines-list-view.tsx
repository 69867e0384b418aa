'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { preloadQuery, useFines } from '@/api-client/fines';
import type { FinesListDto } from '@/lib/contract/fines';
import { groupFines } from '@/lib/domain/fine-status';
import { Tabs } from '@/components/ui/tabs';
import { DocumentWarnings } from './document-warnings';
import { EmptyState } from './empty-state';
import { FineCard } from './fine-card';
import { FinesSkeleton } from './fines-skeleton';
import { OrderCard } from './order-card';
import { PagedList } from './paged-list';
import { PreloadStatus } from './preload-status';
import { SandboxNotice } from './sandbox-notice';
import { UnpaidTotal } from './unpaid-total';
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
  const panel = <T,>(items: readonly T[], empty: ReactNode, render: (item: T) => ReactNode, key: (item: T) => number) =>
    items.length > 0 ? <PagedList items={items} getKey={key} renderItem={render} /> : checking ? <FinesSkeleton /> : empty;

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
        <Tabs
          label="Штрафы"
          tabs={[
            {
              id: 'unpaid',
              label: 'Неоплаченные',
              count: unpaid.length,
              content: (
                <>
                  <UnpaidTotal fines={unpaid} today={today} />
                  {panel(
                    unpaid,
                    <EmptyState title="Штрафов не найдено">
                      <p className="muted">Неоплаченных штрафов по вашим документам нет.</p>
                    </EmptyState>,
                    (fine) => <FineCard fine={fine} today={today} />,
                    (fine) => fine.id,
                  )}
                </>
              ),
            },
            {
              id: 'paid',
              label: 'Оплаченные',
              count: paid.length,
              content: panel(
                paid,
                <EmptyState title="Оплаченных штрафов нет" />,
                (fine) => <FineCard fine={fine} today={today} />,
                (fine) => fine.id,
              ),
            },
            {
              id: 'orders',
              label: 'У приставов',
              count: data.orders.length,
              content: panel(
                data.orders,
                <EmptyState title="Штрафов у приставов нет">
                  <p className="muted">Исполнительных производств ФССП по вашим документам не найдено.</p>
                </EmptyState>,
                (order) => <OrderCard order={order} />,
                (order) => order.id,
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
