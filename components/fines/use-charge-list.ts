'use client';

import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { chargeListQuery, preloadQuery } from '@/api-client/fines';
import { queryKeys } from '@/api-client/query-keys';
import { hasSummary, type ChargeRowDto, type ChargesPageDto, type ChargesSummaryPageDto } from '@/lib/contract/fines';
import type { ChargeListAddress } from '@/lib/domain/charge-list-address';
import { arePagesComplete, isListBehind } from './check-state';
import { sameAddress } from './list-address';

/** A page the server rendered, with the view it was rendered for. */
export interface RenderedPage {
  address: ChargeListAddress;
  page: ChargesSummaryPageDto;
}

/** What a charge list view needs to show its pages and tell the truth about the check. */
export interface ChargeList {
  /** The rows of every page loaded so far for this view (empty while the view's first page loads). */
  items: ChargeRowDto[];
  /** Counts, totals and document states: of this view's first page, or of the previous view while it loads. */
  summary: ChargesSummaryPageDto | undefined;
  /** The view's first page has not arrived yet (the summary may be the previous view's). */
  loading: boolean;
  /** Every lookup has finished and every page shown was read after that. */
  complete: boolean;
  /** A request to our server failed (not a registry failure, which is per document; not a next page). */
  requestFailed: boolean;
  /** Asks the server again after `requestFailed`. */
  retryRequests: () => void;
  /** When the list shown arrived (epoch ms of this browser), 0 before. */
  updatedAt: number;
  /** The list is being fetched (a refresh or the next page). */
  fetching: boolean;
  /** Cursor of the page after the last one loaded; null when everything is loaded. */
  nextCursor: string | null;
  loadMore: () => void;
  loadingMore: boolean;
  /** Loading the next page failed; `loadMore` tries again. */
  loadMoreFailed: boolean;
}

/**
 * One view of the charge list (tab and documents from the address) as a React Query infinite
 * query — the only client cache of charges — seeded by the server-rendered page. It also runs the
 * registry check of the person's documents: preload polls while lookups are pending (and while the
 * list shown still has pending documents), and the list is fetched again, every loaded page of it,
 * whenever a preload answer knows more than the list shows, so results appear document by document.
 */
export function useChargeList(address: ChargeListAddress, rendered?: RenderedPage): ChargeList {
  const queryClient = useQueryClient();
  // Browser time, as React Query's: server and browser clocks need not agree.
  const [mountedAt] = useState(() => Date.now());
  const options = useMemo(() => chargeListQuery(address), [address]);
  const seed = useMemo<InfiniteData<ChargesPageDto, string | null> | undefined>(
    () =>
      rendered && sameAddress(rendered.address, address) ? { pages: [rendered.page], pageParams: [address.cursor] } : undefined,
    [rendered, address],
  );
  const query = useInfiniteQuery({ ...options, initialData: seed, placeholderData: keepPreviousData });
  // A client-side visit may find this view cached from before it: the server's render is newer,
  // so it is shown, and put into the cache (so «Показать ещё» continues it). Unless the cache holds
  // more pages than the server rendered — «back» from a fine after «Показать ещё»: then those pages
  // stay, so the person comes back to the card they left (the browser restores the scroll), and
  // every one of them is read again from the server at once.
  const older = seed !== undefined && !query.isPlaceholderData && query.dataUpdatedAt < mountedAt;
  const keepsPlace = older && (query.data?.pages.length ?? 0) > 1;
  const refetchedOnReturn = useRef(false);
  useEffect(() => {
    if (keepsPlace && !refetchedOnReturn.current) {
      refetchedOnReturn.current = true;
      void query.refetch();
    } else if (older && !keepsPlace) queryClient.setQueryData(options.queryKey, seed, { updatedAt: mountedAt });
  }, [older, keepsPlace, query, queryClient, options.queryKey, seed, mountedAt]);
  const data = older && !keepsPlace ? seed : query.data;
  // While another view's pages stand in for this one's (a tab or filter just changed), they still
  // say where the check stands: the documents are the same, so the verdict does not flicker.
  // When this view's request failed (no connection), nothing stands in for it any more: the last
  // pages the server did answer still say where the check stands, so a lost connection is never
  // shown as a check starting over.
  const checkedPages = useMemo(() => data?.pages ?? [], [data]);
  const pages = query.isPlaceholderData ? [] : checkedPages;
  const [lastVerdict, setLastVerdict] = useState(false);
  const answered = checkedPages.length > 0;
  const complete = answered ? arePagesComplete(checkedPages) : lastVerdict;
  // Kept from the render that had pages (React's «storing information from previous renders»).
  if (answered && complete !== lastVerdict) setLastVerdict(complete);

  // Every visit asks the server to refresh stale results, whatever an earlier visit cached. The
  // options are renewed on each render, so the poller always sees whether the list shown is final.
  const preload = useQuery({ ...preloadQuery(() => !complete), staleTime: 0 });
  const refreshedFor = useRef(0);
  useEffect(() => {
    const answer = preload.data;
    if (!answer || checkedPages.length === 0 || query.isFetching) return;
    // One refetch per preload answer: a failing list request must not loop.
    if (refreshedFor.current === preload.dataUpdatedAt) return;
    if (!checkedPages.some((page) => isListBehind(page.documents, answer.documents))) return;
    refreshedFor.current = preload.dataUpdatedAt;
    void queryClient.invalidateQueries({ queryKey: queryKeys.fines });
  }, [preload.data, preload.dataUpdatedAt, checkedPages, query.isFetching, queryClient]);

  const listFailed = query.isError && !query.isFetchNextPageError;
  const first = data?.pages[0];
  return {
    items: pages.flatMap((page) => page.items),
    summary: first && hasSummary(first) ? first : undefined,
    loading: pages.length === 0,
    complete,
    requestFailed: (preload.isError || listFailed) && !preload.isFetching && !query.isFetching,
    retryRequests: () => {
      void preload.refetch();
      if (listFailed) void query.refetch();
    },
    updatedAt: query.dataUpdatedAt,
    fetching: query.isFetching,
    nextCursor: pages.at(-1)?.nextCursor ?? null,
    loadMore: () => void query.fetchNextPage({ cancelRefetch: false }),
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
  };
}
