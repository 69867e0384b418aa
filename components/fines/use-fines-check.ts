'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { preloadQuery, useFines } from '@/api-client/fines';
import { queryKeys } from '@/api-client/query-keys';
import type { FinesListDto } from '@/lib/contract/fines';
import { isCheckComplete, isListBehind, newerList } from './check-state';

/** What a fines view needs to tell the truth about the check. */
export interface FinesCheck {
  /** The list to show (undefined before any arrived). */
  list: FinesListDto | undefined;
  /** Every document's lookup has finished and `list` was fetched after that. */
  complete: boolean;
  /** A request to our server failed (not a registry failure, which is per document). */
  requestFailed: boolean;
  /** Asks the server again after `requestFailed`. */
  retryRequests: () => void;
  /** The list's query is fetching. */
  fetching: boolean;
  /** When the list shown arrived (epoch ms). */
  updatedAt: number;
}

/**
 * Runs the registry check of the person's documents and keeps the fines list in step with it:
 * preload polls while lookups are pending (and while the list shown still has pending documents),
 * and the list is fetched again whenever a preload answer knows more than the list shows, so
 * results appear document by document. `rendered` is the server-rendered list, if any.
 */
export function useFinesCheck(rendered?: FinesListDto): FinesCheck {
  const queryClient = useQueryClient();
  // Browser time, as React Query's: server and browser clocks need not agree.
  const [mountedAt] = useState(() => Date.now());
  const fines = useFines(rendered);
  const list = newerList(rendered, fines.data, fines.dataUpdatedAt, mountedAt);
  const complete = list !== undefined && isCheckComplete(list.documents);
  // Every visit asks the server to refresh stale results, whatever an earlier visit cached. The
  // options are renewed on each render, so the poller always sees whether the list shown is final.
  const preload = useQuery({ ...preloadQuery(() => !complete), staleTime: 0 });
  const refreshedFor = useRef(0);
  useEffect(() => {
    const answer = preload.data;
    if (!answer || !list || fines.isFetching) return;
    // One refetch per preload answer: a failing list request must not loop.
    if (refreshedFor.current === preload.dataUpdatedAt || !isListBehind(list, answer.documents)) return;
    refreshedFor.current = preload.dataUpdatedAt;
    void queryClient.invalidateQueries({ queryKey: queryKeys.fines });
  }, [preload.data, preload.dataUpdatedAt, list, fines.isFetching, queryClient]);

  const requestFailed = (preload.isError || fines.isError) && !preload.isFetching && !fines.isFetching;
  return {
    list,
    complete,
    requestFailed,
    retryRequests: () => {
      void preload.refetch();
      if (fines.isError) void fines.refetch();
    },
    fetching: fines.isFetching,
    updatedAt: fines.dataUpdatedAt,
  };
}
