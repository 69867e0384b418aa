import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * Puts a saved document into its cached list at once (replacing the one with the same id, else
 * appending), so the list and its «n из 50» counter change without waiting for the refetch.
 */
export function upsertCached<T extends { id: number }>(qc: QueryClient, key: QueryKey, item: T): void {
  qc.setQueryData<T[]>(key, (list) => {
    if (!list) return list;
    return list.some((x) => x.id === item.id) ? list.map((x) => (x.id === item.id ? item : x)) : [...list, item];
  });
}

/** Drops the documents matching `match` from their cached list. */
export function removeCached<T>(qc: QueryClient, key: QueryKey, match: (item: T) => boolean): void {
  qc.setQueryData<T[]>(key, (list) => list?.filter((x) => !match(x)));
}

/**
 * After a document changed: the list is fetched again (the server is the truth), the fines are
 * stale (a removed document takes its charges with it), and the preload is stale (a new number
 * has not been looked up yet; a mounted preload poller starts the lookup).
 */
export function refreshAfterDocumentChange(qc: QueryClient, key: QueryKey): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: key }),
    qc.invalidateQueries({ queryKey: queryKeys.fines }),
    qc.invalidateQueries({ queryKey: queryKeys.preload }),
  ]);
}
