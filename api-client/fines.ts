import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FineDto, FinesListDto, OrderDto } from '@/lib/contract/fines';
import { apiCall, apiRequest } from './client';
import { queryKeys } from './query-keys';

/** What the preload poller reports: still `waiting` (retry after `wait` s) or `done`. */
export type PreloadState = { done: false; wait: number } | { done: true; documents: FinesListDto['documents'] };

/** `GET /105/api/preload?web=1`. @throws ApiError. */
export async function fetchPreload(): Promise<PreloadState> {
  const answer = await apiRequest<{ documents: FinesListDto['documents'] }>('preload', { query: { web: 1 } });
  return answer.status === 'wait' ? { done: false, wait: answer.wait } : { done: true, documents: answer.documents };
}

/** Preload as a query that polls while the server says `wait` (interval = the server's `wait`). */
export const preloadQuery = () =>
  queryOptions({
    queryKey: queryKeys.preload,
    queryFn: fetchPreload,
    refetchInterval: (q) => (q.state.data && !q.state.data.done ? q.state.data.wait * 1000 : false),
    refetchOnWindowFocus: false,
    retry: 1,
  });

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

/** `GET /105/api/fine?fine=` by id or УИН. */
export const fineQuery = (key: string) =>
  queryOptions({
    queryKey: queryKeys.fine(key),
    queryFn: async () => (await apiCall<{ fine: FineDto }>('fine', { query: { fine: key } })).fine,
  });

/** `GET /105/api/order?id=` by id or УИН. */
export const orderQuery = (key: string) =>
  queryOptions({
    queryKey: queryKeys.order(key),
    queryFn: async () => (await apiCall<{ order: OrderDto }>('order', { query: { id: key } })).order,
  });

/** The fines list, seeded by the server-rendered data when present. */
export function useFines(initialData?: FinesListDto) {
  return useQuery({ ...finesQuery(), initialData });
}
