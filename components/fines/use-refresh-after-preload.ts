'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PreloadState } from '@/api-client/fines';
import { queryKeys } from '@/api-client/query-keys';
import type { DocumentCheckDto, FinesListDto } from '@/lib/contract/fines';

/** True when the preload reports a lookup the list does not reflect yet (newer check or new document). */
export function isListBehind(list: FinesListDto, checked: readonly DocumentCheckDto[]): boolean {
  return checked.some((doc) => {
    const known = list.documents.find((d) => d.id === doc.id);
    return !known || known.checkedAt !== doc.checkedAt || known.checkError !== doc.checkError;
  });
}

/**
 * Refetches the fines list once the registry lookup is done and the stored results changed:
 * either we saw the lookup running, or it finished between the server render and the first
 * preload answer (then only the documents' check times tell).
 */
export function useRefreshAfterPreload(preload: PreloadState | undefined, list: FinesListDto): void {
  const queryClient = useQueryClient();
  const sawWaiting = useRef(false);
  useEffect(() => {
    if (!preload) return;
    if (!preload.done) {
      sawWaiting.current = true;
      return;
    }
    if (sawWaiting.current || isListBehind(list, preload.documents)) {
      sawWaiting.current = false;
      void queryClient.invalidateQueries({ queryKey: queryKeys.fines });
    }
    // `list` is left out on purpose: the refreshed list must not start another refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preload, queryClient]);
}
