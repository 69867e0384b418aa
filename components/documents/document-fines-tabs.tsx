import type { ReactNode } from 'react';
import type { FineDto, OrderDto } from '@/lib/contract/fines';
import { EmptyState } from '@/components/fines/empty-state';
import { FineCard } from '@/components/fines/fine-card';
import { FinesSkeleton } from '@/components/fines/fines-skeleton';
import { OrderCard } from '@/components/fines/order-card';
import { PagedList } from '@/components/fines/paged-list';
import { UnpaidTotal } from '@/components/fines/unpaid-total';
import { Tabs } from '@/components/ui/tabs';

interface DocumentFinesTabsProps {
  notPaid: readonly FineDto[];
  closed: readonly FineDto[];
  orders: readonly OrderDto[];
  /** `YYYY-MM-DD` in Moscow, from the server, so discount and overdue marks match on both renders. */
  today: string;
  /** Nothing to show yet because the first lookup is running: placeholders instead of «нет штрафов». */
  checking: boolean;
}

/** The filtered charges in three tabs — unpaid (with the sum to pay), paid, at the bailiffs — with counts. */
export function DocumentFinesTabs({ notPaid, closed, orders, today, checking }: DocumentFinesTabsProps) {
  const panel = <T extends { id: number }>(items: readonly T[], emptyTitle: string, render: (item: T) => ReactNode) =>
    items.length > 0 ? (
      <PagedList items={items} getKey={(item) => item.id} renderItem={render} />
    ) : checking ? (
      <FinesSkeleton />
    ) : (
      <EmptyState title={emptyTitle} />
    );
  const fine = (f: FineDto) => <FineCard fine={f} today={today} />;
  return (
    <Tabs
      label="Штрафы по документам"
      tabs={[
        {
          id: 'unpaid',
          label: 'Неоплаченные',
          count: notPaid.length,
          content: (
            <>
              <UnpaidTotal fines={notPaid} today={today} />
              {panel(notPaid, 'Неоплаченных штрафов нет', fine)}
            </>
          ),
        },
        { id: 'paid', label: 'Оплаченные', count: closed.length, content: panel(closed, 'Оплаченных штрафов нет', fine) },
        {
          id: 'orders',
          label: 'У приставов',
          count: orders.length,
          content: panel(orders, 'Штрафов у приставов нет', (order) => <OrderCard order={order} />),
        },
      ]}
    />
  );
}
