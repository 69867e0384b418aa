'use client';

import { useQuery } from '@tanstack/react-query';
import { fetchPhotos } from '@/api-client/fine-details';
import { queryKeys } from '@/api-client/query-keys';

/**
 * The photos of one of the person's fines (`GET photo?fineId=`), or of their organization's. While the server answers `wait`,
 * the query asks again after exactly the seconds it said (spec §4), counted from that answer.
 */
export function usePhotos(fineId: number, organizationId?: number) {
  return useQuery({
    queryKey: queryKeys.photos(fineId),
    queryFn: ({ signal }) => fetchPhotos(fineId, signal, organizationId),
    refetchInterval: (q) => (q.state.data?.status === 'wait' ? q.state.data.wait * 1000 : false),
    // Links are signed for hours; a visit does not need new ones every time the window regains focus.
    refetchOnWindowFocus: false,
    staleTime: 10 * 60_000,
    retry: 1,
  });
}
