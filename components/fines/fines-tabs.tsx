import type { ReactNode } from 'react';
import type { DocumentCheckDto, FineDto, OrderDto } from '@/lib/contract/fines';
import { Tabs } from '@/components/ui/tabs';
import { sourceLabels } from './document-label';
import { FineCard } from './fine-card';
import { FinesSkeleton } from './fines-skeleton';
import type { FinesTabId } from './list-filter';
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
  /** Every fine of the list, also those replaced by an order (an order card is titled by its fine). */
  allFines: readonly FineDto[];
  /** The person's documents, to name on each card the ones that found it. */
  documents: readonly DocumentCheckDto[];
  /** `YYYY-MM-DD` in Moscow, from the server, so discount and overdue marks match on both renders. */
  today: string;
  /** The check is not final yet: placeholders instead of «нет штрафов». */
  checking: boolean;
  empty: FinesTabsEmpty;
  /** The tab open at first (e.g. from `?tab=`). */
  initialTab?: FinesTabId;
  onTabChange?: (tab: FinesTabId) => void;
}

/** Charges in three tabs — unpaid (with the sums to pay), paid, at the bailiffs — with counts. */
export function FinesTabs({
  label,
  unpaid,
  paid,
  orders,
  allFines,
  documents,
  today,
  checking,
  empty,
  initialTab,
  onTabChange,
}: FinesTabsProps) {
  const panel = <T extends { id: number }>(items: readonly T[], whenEmpty: ReactNode, render: (item: T) => ReactNode) =>
    items.length > 0 ? (
      <PagedList items={items} getKey={(item) => item.id} renderItem={render} />
    ) : checking ? (
      <FinesSkeleton />
    ) : (
      whenEmpty
    );
  const fine = (f: FineDto) => <FineCard fine={f} today={today} sources={sourceLabels(f.documentIds, documents)} />;
  const articleOf = (uin: string | null) => (uin ? (allFines.find((f) => f.uin === uin)?.article ?? null) : null);
  return (
    <Tabs
      label={label}
      defaultTabId={initialTab}
      onSelect={onTabChange ? (id) => onTabChange(id as FinesTabId) : undefined}
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
          content: panel(orders, empty.orders, (order) => (
            <OrderCard
              order={order}
              fineArticle={articleOf(order.fineUin)}
              sources={sourceLabels(order.documentIds, documents)}
            />
          )),
        },
      ]}
    />
  );
}
