import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StsDto } from '@/lib/contract/documents';
import { apiCall } from './client';
import { queryKeys } from './query-keys';

/** Fields of a certificate as the API takes them (validated by the shared schema first). */
export interface StsFields {
  sts: string;
  vehiclePlateNumber?: string;
  vehiclePlateRegion?: string;
  name?: string;
}

/** `GET /105/api/sts`. */
export const stsListQuery = () =>
  queryOptions({
    queryKey: queryKeys.sts,
    queryFn: async () => (await apiCall<{ sts: StsDto[] }>('sts')).sts,
  });

/** `POST /105/api/sts`. @throws ApiError (409 duplicate or limit). */
export async function addSts(fields: StsFields): Promise<StsDto> {
  return (await apiCall<{ sts: StsDto }>('sts', { method: 'POST', body: { ...fields } })).sts;
}

/** `PUT /105/api/sts/{id}`. */
export async function updateSts(id: number, fields: StsFields): Promise<StsDto> {
  return (await apiCall<{ sts: StsDto }>(`sts/${id}`, { method: 'PUT', body: { ...fields } })).sts;
}

/** `DELETE /105/api/sts?id=`. */
export async function deleteSts(id: number): Promise<void> {
  await apiCall('sts', { method: 'DELETE', query: { id } });
}

/** `POST /105/api/sts/import` with `stsList` as a JSON string. */
export async function importSts(list: StsFields[]): Promise<{ added: StsDto[]; skipped: string[] }> {
  return apiCall<{ added: StsDto[]; skipped: string[] }>('sts/import', { method: 'POST', body: { stsList: JSON.stringify(list) } });
}

/** Mutations that refresh the certificate list and the fines after a change. */
export function useStsMutations() {
  const qc = useQueryClient();
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: queryKeys.sts }), qc.invalidateQueries({ queryKey: queryKeys.fines })]);
  return {
    add: useMutation({ mutationFn: addSts, onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, fields }: { id: number; fields: StsFields }) => updateSts(id, fields), onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteSts, onSuccess: refresh }),
  };
}
