import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StsDto } from '@/lib/contract/documents';
import { apiCall } from './client';
import { refreshAfterDocumentChange, upsertCached } from './document-cache';
import { addDocument, type StsFields } from './documents';
import { queryKeys } from './query-keys';

/** What only registration certificates have: adding one at the check form, and adding a list. */

/** Answer of `POST /105/api/sts/import`: the certificates added and the numbers the user already had. */
export interface StsImportResult {
  added: StsDto[];
  skipped: string[];
}

/** `POST /105/api/sts`. @throws ApiError (409 duplicate or limit). */
export function addSts(fields: StsFields): Promise<StsDto> {
  return addDocument('sts', fields);
}

/** `POST /105/api/sts/import` with `stsList` as a JSON string. @throws ApiError (400 bad row, 409 limit). */
export async function importSts(list: StsFields[]): Promise<StsImportResult> {
  const { added, skipped } = await apiCall<StsImportResult>('sts/import', {
    method: 'POST',
    body: { stsList: JSON.stringify(list) },
  });
  return { added, skipped };
}

/** Imports a list, puts what was added into the cached certificates, then refreshes them and the fines. */
export function useStsImport() {
  const qc = useQueryClient();
  const key = queryKeys.documents('sts');
  return useMutation({
    mutationFn: importSts,
    onSuccess: (result) => {
      result.added.forEach((sts) => upsertCached(qc, key, sts));
      void refreshAfterDocumentChange(qc, key);
    },
  });
}
