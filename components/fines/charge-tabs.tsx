'use client';

import type { CardHeading } from './card-heading';
import type { ReactNode } from 'react';
import type { DocumentCheckDto } from '@/lib/contract/fines';
import type { ChargeListTab } from '@/lib/domain/fine-status';
import { listAddressHref, listAddressQuery, type ChargeListAddress } from '@/lib/domain/charge-list-address';
import { Tabs } from '@/components/ui/tabs';
import { ChargePages } from './charge-pages';
import { FinesSkeleton } from './fines-skeleton';
import { chooseTab } from './list-address';
import { UnpaidTotal } from './unpaid-total';
import type { ChargeList } from './use-charge-list';
import { listCheckOutcome } from './list-empty-states';

/** What each tab shows when it has nothing, once the check is over. */
export type ChargeTabsEmpty = Record<ChargeListTab, ReactNode>;

interface ChargeTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  /** The page the list lives on (`/fines/list`, `/profile`): tabs and «Показать ещё» link there. */
  path: string;
  address: ChargeListAddress;
  onTab: (tab: ChargeListTab) => void;
  list: ChargeList;
  /** `YYYY-MM-DD` in Moscow, from the server, so discount and overdue marks match on both renders. */
  today: string;
  empty: ChargeTabsEmpty;
  /** The cards' title level: `h3` where the tabs sit under a section's h2. */
  cardHeading?: CardHeading;
}

const NO_DOCUMENTS: readonly DocumentCheckDto[] = [];

/** /prepayment for every unpaid charge of this view (its documents), read by the server (`all=1`). */
function payAllHref(address: ChargeListAddress): string {
  const view = listAddressQuery({ ...address, tab: 'unpaid', cursor: null });
  return `/prepayment?all=1${view ? `&${view}` : ''}`;
}

const TAB_LABELS: Record<ChargeListTab, string> = { unpaid: 'Неоплаченные', paid: 'Оплаченные', orders: 'У приставов' };

/**
 * Charges in three tabs — unpaid (with the sums to pay), paid, at the bailiffs — with the server's
 * counts. Each tab is a link to its own address; only the open tab's rows are loaded, page by page.
 * While the check is not final an empty tab shows placeholders instead of «нет штрафов», and the
 * tabs show no counts.
 */
export function ChargeTabs({ label, path, address, onTab, list, today, empty, cardHeading }: ChargeTabsProps) {
  const { summary } = list;
  const documents: readonly DocumentCheckDto[] = summary?.documents ?? NO_DOCUMENTS;
  const nothingChecked = listCheckOutcome(documents) === 'allFailed';
  const panel = (tab: ChargeListTab) => {
    if (tab !== address.tab) return null;
    if (list.loading) return <FinesSkeleton />;
    // A view opened at a later page does not know how many rows come before it: no «из N» then.
    const count = address.cursor ? null : (summary?.counts[tab] ?? null);
    const rows =
      list.items.length > 0 ? (
        <ChargePages
          items={list.items}
          total={count}
          nextHref={list.nextCursor ? listAddressHref({ ...address, cursor: list.nextCursor }, path) : null}
          onLoadMore={list.loadMore}
          loadingMore={list.loadingMore}
          loadMoreFailed={list.loadMoreFailed}
          documents={documents}
          today={today}
          cardHeading={cardHeading}
        />
      ) : list.complete ? (
        empty[tab]
      ) : (
        <FinesSkeleton />
      );
    return (
      <>
        {tab === 'unpaid' && summary && (
          <UnpaidTotal
            totals={summary.totals}
            // Offered once the check is over: before, «все» would not be all.
            payAllHref={list.complete && summary.totals.count > 0 ? payAllHref(address) : undefined}
          />
        )}
        {address.cursor && (
          // Opened at a later page (a «Показать ещё» link followed without JavaScript or in a new tab).
          <p>
            <a href={listAddressHref({ ...address, cursor: null }, path)}>К началу списка</a>
          </p>
        )}
        {rows}
      </>
    );
  };
  return (
    <div aria-busy={list.loading || undefined}>
      <Tabs
        label={label}
        selectedId={address.tab}
        onSelect={(id) => onTab(id as ChargeListTab)}
        tabs={(Object.keys(TAB_LABELS) as ChargeListTab[]).map((tab) => ({
          id: tab,
          label: TAB_LABELS[tab],
          // Counts only once the check is over: a 0 while documents are still being checked is not an answer,
          // nor one when no document could be checked at all.
          count: list.complete && !(nothingChecked && summary?.counts[tab] === 0) ? summary?.counts[tab] : undefined,
          href: listAddressHref(chooseTab(address, tab), path),
          content: panel(tab),
        }))}
      />
    </div>
  );
}
