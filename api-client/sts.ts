import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StsDto } from '@/lib/contract/documents';
import { apiCall } from './client';
import { refreshAfterDocumentChange, removeCached, upsertCached } from './document-cache';
import { queryKeys } from './query-keys';
import { reportFormSubmission } from './tracking';
import { FORMS } from '@/lib/contract/tracking';

/** Fields of a certificate as the API takes them (validated by the shared schema first). */
export interface StsFields {
  sts: string;
  vehiclePlateNumber?: string;
  vehiclePlateRegion?: string;
  name?: string;
}

/** Answer of `POST /105/api/sts/import`: the certificates added and the numbers the user already had. */
export interface StsImportResult {
  added: StsDto[];
  skipped: string[];
}

/** `GET /105/api/sts`. */
export const stsListQuery = () =>
  queryOptions({
    queryKey: queryKeys.sts,
    queryFn: async () => (await apiCall<{ sts: StsDto[] }>('sts')).sts,
  });

/** The user's certificates, seeded by the server-rendered list when given. */
export function useStsList(initialData?: StsDto[]) {
  return useQuery({ ...stsListQuery(), initialData });
}

/** `POST /105/api/sts`. @throws ApiError (409 duplicate or limit). */
export async function addSts(fields: StsFields): Promise<StsDto> {
  return reportFormSubmission(
    FORMS.sts,
    fields,
    async () => (await apiCall<{ sts: StsDto }>('sts', { method: 'POST', body: { ...fields } })).sts,
  );
}

/** `PUT /105/api/sts/{id}`. */
export async function updateSts(id: number, fields: StsFields): Promise<StsDto> {
  return (await apiCall<{ sts: StsDto }>(`sts/${id}`, { method: 'PUT', body: { ...fields } })).sts;
}

/** `DELETE /105/api/sts?id=`. */
export async function deleteSts(id: number): Promise<void> {
  await apiCall('sts', { method: 'DELETE', query: { id } });
}

/** `POST /105/api/sts/import` with `stsList` as a JSON string. @throws ApiError (400 bad row, 409 limit). */
export async function importSts(list: StsFields[]): Promise<StsImportResult> {
  const { added, skipped } = await apiCall<StsImportResult>('sts/import', {
    method: 'POST',
    body: { stsList: JSON.stringify(list) },
  });
  return { added, skipped };
}

/** Mutations that update the cached certificate list at once, then refresh it and the fines. */
export function useStsMutations() {
  const qc = useQueryClient();
  // Not awaited: the cache already shows the change, so the form need not wait for the refetch.
  const refresh = () => void refreshAfterDocumentChange(qc, queryKeys.sts);
  const put = (sts: StsDto) => {
    upsertCached(qc, queryKeys.sts, sts);
    refresh();
  };
  return {
    add: useMutation({ mutationFn: addSts, onSuccess: put }),
    update: useMutation({
      mutationFn: ({ id, fields }: { id: number; fields: StsFields }) => updateSts(id, fields),
      onSuccess: put,
    }),
    remove: useMutation({
      mutationFn: deleteSts,
      onSuccess: (_, id) => {
        removeCached<StsDto>(qc, queryKeys.sts, (s) => s.id === id);
        refresh();
      },
    }),
    import: useMutation({
      mutationFn: importSts,
      onSuccess: (result) => {
        result.added.forEach((sts) => upsertCached(qc, queryKeys.sts, sts));
        refresh();
      },
    }),
  };
}
