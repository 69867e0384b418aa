'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { fleetListQuery } from '@/api-client/organizations';
import { cardShape } from '@/components/fines/card-shape';
import { LoadMore } from '@/components/fines/load-more';
import { useFocusAfterLastPage } from '@/components/fines/use-focus-after-last-page';
import { useReturnToCard } from '@/components/fines/use-return-to-card';
import type { FleetPageDto } from '@/lib/contract/organizations';
import { fleetFilterQuery, fleetHref, type FleetAddress } from './fleet-address';
import { FleetChargeCard } from './fleet-charge-card';

interface FleetChargePagesProps {
  organizationId: number;
  /** The address the server rendered (refused filters already dropped). */
  address: FleetAddress;
  /** The page the server rendered for it. */
  first: Pick<FleetPageDto, 'items' | 'nextCursor' | 'limit'>;
  /** How many charges the tab holds under the filters. */
  total: number;
  /** `YYYY-MM-DD` in Moscow, from the server. */
  today: string;
  /** When the server rendered `first` (epoch ms): a refreshed page starts its pages afresh. */
  renderedAt: number;
}

/**
 * A fleet's charges page by page, as the person's list does: the server renders the first page,
 * and «Показать ещё» appends the next in place (a plain link to it without JavaScript). React
 * Query keeps the pages of this view and render: back and forward find them again, and nothing is
 * fetched again until the view changes or the server renders the page anew. «Back» from a charge's
 * page returns to that card (useReturnToCard).
 */
export function FleetChargePages({ organizationId, address, first, total, today, renderedAt }: FleetChargePagesProps) {
  const view = { filters: fleetFilterQuery(address).toString(), tab: address.tab, sort: address.sort, cursor: address.cursor };
  const seed = useMemo(() => ({ pages: [first as FleetPageDto], pageParams: [address.cursor] }), [first, address.cursor]);
  const query = useInfiniteQuery({
    // A render of the server (a refresh after the vehicle import) is newer than any cached pages.
    ...fleetListQuery(organizationId, view, renderedAt),
    initialData: seed,
    staleTime: Infinity,
  });
  const pages = query.data?.pages ?? seed.pages;
  const items = pages.flatMap((page) => page.items);
  const nextCursor = pages.at(-1)?.nextCursor ?? null;
  // The tab's count covers the list from its start; a list opened at a later page (the link
  // without scripts) does not know how many came before, so it says no «из».
  const fromStart = address.cursor === null;
  const rest = fromStart ? Math.max(0, total - items.length) : 0;
  const list = useRef<HTMLUListElement>(null);
  const { fetchNextPage } = query;
  const fetchMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const loadMore = useFocusAfterLastPage(list, items.length, nextCursor !== null, fetchMore);
  useReturnToCard(list, items.length);
  return (
    <>
      <ul className="fine-list" ref={list}>
        {items.map((row) => (
          <li key={`${row.kind}-${row.id}`} data-card={cardShape(row)} data-card-key={`${row.kind}-${row.id}`}>
            <FleetChargeCard organizationId={organizationId} row={row} today={today} />
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {pages.length === 1 ? '' : fromStart ? `Показано ${items.length} из ${total}` : `Показано ${items.length}`}
      </p>
      {nextCursor && (
        <LoadMore
          href={fleetHref(organizationId, address, { cursor: nextCursor })}
          onLoadMore={loadMore}
          loadingMore={query.isFetchingNextPage}
          loadMoreFailed={query.isFetchNextPageError}
          label={rest > 0 ? `Показать ещё ${Math.min(first.limit, rest)} из ${rest}` : 'Показать ещё'}
          failedText="Не удалось загрузить следующие начисления. Проверьте связь и нажмите ещё раз."
        />
      )}
    </>
  );
}
