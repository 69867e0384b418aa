import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InnDto } from '@/lib/contract/documents';
import { apiCall } from './client';
import { reportFormSubmission } from './tracking';
import { FORMS } from '@/lib/contract/tracking';
import { refreshAfterDocumentChange, removeCached, upsertCached } from './document-cache';
import { queryKeys } from './query-keys';

/** Fields of a taxpayer number as the API takes them (`data` is the ИНН); undefined ones are not sent. */
export interface InnFields {
  data: string;
  innName?: string;
  surname?: string;
  name?: string;
  patronymic?: string;
}

/** `GET /105/api/tax/dataList`. */
export const innsQuery = () =>
  queryOptions({
    queryKey: queryKeys.inns,
    queryFn: async () => (await apiCall<{ inn: InnDto[] }>('tax/dataList')).inn,
  });

/** The user's taxpayer numbers, seeded by the server-rendered list when given. */
export function useInns(initialData?: InnDto[]) {
  return useQuery({ ...innsQuery(), initialData });
}

/** `POST /105/api/tax/dataAdd` with `type=inn`. @throws ApiError (409 duplicate or limit). */
export async function addInn(fields: InnFields): Promise<InnDto> {
  return reportFormSubmission(
    FORMS.inn,
    fields,
    async () => (await apiCall<{ inn: InnDto }>('tax/dataAdd', { method: 'POST', body: { type: 'inn', ...fields } })).inn,
  );
}

/** `PUT /105/api/inn/{id}`. @throws ApiError (404, 409 duplicate). */
export async function updateInn(id: number, fields: InnFields): Promise<InnDto> {
  return (await apiCall<{ inn: InnDto }>(`inn/${id}`, { method: 'PUT', body: { ...fields } })).inn;
}

/** `POST /105/api/tax/dataDelete` with `type=inn` and the id. */
export async function deleteInn(id: number): Promise<void> {
  await apiCall('tax/dataDelete', { method: 'POST', body: { type: 'inn', id } });
}

/** Mutations that update the cached ИНН list at once, then refresh it and the fines. */
export function useInnMutations() {
  const qc = useQueryClient();
  const key = queryKeys.inns;
  // Not awaited: the cache already shows the change, so the form need not wait for the refetch.
  const put = (inn: InnDto) => {
    upsertCached(qc, key, inn);
    void refreshAfterDocumentChange(qc, key);
  };
  return {
    add: useMutation({ mutationFn: addInn, onSuccess: put }),
    update: useMutation({
      mutationFn: ({ id, fields }: { id: number; fields: InnFields }) => updateInn(id, fields),
      onSuccess: put,
    }),
    remove: useMutation({
      mutationFn: deleteInn,
      onSuccess: (_, id) => {
        removeCached<InnDto>(qc, key, (inn) => inn.id === id);
        void refreshAfterDocumentChange(qc, key);
      },
    }),
  };
}
