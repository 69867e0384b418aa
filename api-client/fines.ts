import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FineDetailsDto, OrderDetailsDto } from '@/lib/contract/fine-details';
import type { DocumentCheckDto, FinesListDto } from '@/lib/contract/fines';
import { apiCall, apiRequest } from './client';
import { queryKeys } from './query-keys';

/**
 * What preload reports: each document's lookup state, and whether any is still pending
 * (`done: false`, ask again after `wait` s).
 */
export type PreloadState = { done: boolean; wait: number; documents: DocumentCheckDto[] };

/** `GET /105/api/preload?web=1`. @throws ApiError. */
export async function fetchPreload(): Promise<PreloadState> {
  const answer = await apiRequest<{ documents: DocumentCheckDto[] }>('preload', { query: { web: 1 } });
  const documents = (answer as { documents?: DocumentCheckDto[] }).documents ?? [];
  return answer.status === 'wait' ? { done: false, wait: answer.wait, documents } : { done: true, wait: 0, documents };
}

/** Seconds between preload polls while the list shown is not final although preload said done. */
const RECHECK_SECONDS = 2;

/**
 * Preload as a query that polls while the server says `wait` (interval = the server's `wait`),
 * and also while `keepPolling()` says the list shown is not final yet.
 */
export const preloadQuery = (keepPolling: () => boolean = () => false) =>
  queryOptions({
    queryKey: queryKeys.preload,
    queryFn: fetchPreload,
    refetchInterval: (q) => {
      const data = q.state.data;
      if (data && !data.done) return data.wait * 1000;
      return data && keepPolling() ? RECHECK_SECONDS * 1000 : false;
    },
    refetchOnWindowFocus: false,
    retry: 1,
  });

/**
 * `POST /105/api/preload/retry`: looks the document up in the registry again («Повторить»).
 * @throws ApiError (404 not the user's, 429 too many).
 */
export async function retryDocumentLookup(id: number): Promise<DocumentCheckDto> {
  return (await apiCall<{ document: DocumentCheckDto }>('preload/retry', { method: 'POST', body: { id } })).document;
}

/** «Повторить» for one document: re-queues its lookup, then refreshes the list and restarts polling. */
export function useRetryDocumentLookup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDocumentLookup,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.fines }),
        queryClient.invalidateQueries({ queryKey: queryKeys.preload }),
      ]),
  });
}

/** `GET /105/api/fines`: all of the user's fines, tax charges and orders. */
export const finesQuery = () =>
  queryOptions({
    queryKey: queryKeys.fines,
    queryFn: async (): Promise<FinesListDto> => {
      const { status: _s, ...data } = await apiCall<FinesListDto>('fines');
      return data;
    },
  });

/** `GET /105/api/fines/by/{kind}/{id}`. */
export const finesByQuery = (kind: 'sts' | 'dl' | 'inn' | 'car', id: number) =>
  queryOptions({
    queryKey: queryKeys.finesBy(kind, id),
    queryFn: async (): Promise<FinesListDto> => {
      const { status: _s, ...data } = await apiCall<FinesListDto>(`fines/by/${kind}/${id}`);
      return data;
    },
  });

/** `GET /105/api/fine?fine=` by id or УИН: the charge in full. */
export const fineQuery = (key: string) =>
  queryOptions({
    queryKey: queryKeys.fine(key),
    queryFn: async () => (await apiCall<{ fine: FineDetailsDto }>('fine', { query: { fine: key } })).fine,
  });

/** `GET /105/api/order?id=` by id or УИН: the order in full. */
export const orderQuery = (key: string) =>
  queryOptions({
    queryKey: queryKeys.order(key),
    queryFn: async () => (await apiCall<{ order: OrderDetailsDto }>('order', { query: { id: key } })).order,
  });

/** The fines list, seeded by the server-rendered data when present. */
export function useFines(initialData?: FinesListDto) {
  return useQuery({ ...finesQuery(), initialData });
}
