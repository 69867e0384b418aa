import type { ReactNode } from 'react';
import type { FineDto, OrderDto } from '@/lib/contract/fines';
import { Tabs } from '@/components/ui/tabs';
import { FineCard } from './fine-card';
import { FinesSkeleton } from './fines-skeleton';
import { OrderCard } from './order-card';
import { PagedList } from './paged-list';
import { UnpaidTotal } from './unpaid-total';

/** What each tab shows when it has nothing, once the lookup is over. */
export interface FinesTabsEmpty {
  unpaid: ReactNode;
  paid: ReactNode;
  orders: ReactNode;
}

interface FinesTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  unpaid: readonly FineDto[];
  paid: readonly FineDto[];
  orders: readonly OrderDto[];
  /** `YYYY-MM-DD` in Moscow, from the server, so discount and overdue marks match on both renders. */
  today: string;
  /** Nothing to show yet because the lookup is running: placeholders instead of «нет штрафов». */
  checking: boolean;
  empty: FinesTabsEmpty;
}

/** Charges in three tabs — unpaid (with the sum to pay), paid, at the bailiffs — with counts. */
export function FinesTabs({ label, unpaid, paid, orders, today, checking, empty }: FinesTabsProps) {
  const panel = <T extends { id: number }>(items: readonly T[], whenEmpty: ReactNode, render: (item: T) => ReactNode) =>
    items.length > 0 ? (
      <PagedList items={items} getKey={(item) => item.id} renderItem={render} />
    ) : checking ? (
      <FinesSkeleton />
    ) : (
      whenEmpty
    );
  const fine = (f: FineDto) => <FineCard fine={f} today={today} />;
  return (
    <Tabs
      label={label}
      tabs={[
        {
          id: 'unpaid',
          label: 'Неоплаченные',
          count: unpaid.length,
          content: (
            <>
              <UnpaidTotal fines={unpaid} today={today} />
              {panel(unpaid, empty.unpaid, fine)}
            </>
          ),
        },
        { id: 'paid', label: 'Оплаченные', count: paid.length, content: panel(paid, empty.paid, fine) },
        {
          id: 'orders',
          label: 'У приставов',
          count: orders.length,
          content: panel(orders, empty.orders, (order) => <OrderCard order={order} />),
        },
      ]}
    />
  );
}
