import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DriverLicenseDto } from '@/lib/contract/documents';
import { apiCall } from './client';
import { reportFormSubmission } from './tracking';
import { FORMS } from '@/lib/contract/tracking';
import { refreshAfterDocumentChange, removeCached, upsertCached } from './document-cache';
import { queryKeys } from './query-keys';

/**
 * Fields of a driver licence as the API takes them (validated by the shared schema first).
 * Dates are `ДД.ММ.ГГГГ`, as the API expects them; fields left undefined are not sent.
 */
export interface DriverLicenseFields {
  driverLicense: string;
  issue_date?: string;
  first_issue_date?: string;
  surname?: string;
  name?: string;
  patronymic?: string;
  driverName?: string;
}

/** `GET /105/api/driverLicense`. */
export const driverLicensesQuery = () =>
  queryOptions({
    queryKey: queryKeys.driverLicenses,
    queryFn: async () => (await apiCall<{ driverLicense: DriverLicenseDto[] }>('driverLicense')).driverLicense,
  });

/** The user's driver licences, seeded by the server-rendered list when given. */
export function useDriverLicenses(initialData?: DriverLicenseDto[]) {
  return useQuery({ ...driverLicensesQuery(), initialData });
}

/** `POST /105/api/driverLicense`. @throws ApiError (409 duplicate or limit). */
export async function addDriverLicense(fields: DriverLicenseFields): Promise<DriverLicenseDto> {
  return reportFormSubmission(
    FORMS.driverLicense,
    fields,
    async () =>
      (await apiCall<{ driverLicense: DriverLicenseDto }>('driverLicense', { method: 'POST', body: { ...fields } }))
        .driverLicense,
  );
}

/** `PUT /105/api/dl/{id}`: fields left out become empty. @throws ApiError (404, 409 duplicate). */
export async function updateDriverLicense(id: number, fields: DriverLicenseFields): Promise<DriverLicenseDto> {
  return (await apiCall<{ driverLicense: DriverLicenseDto }>(`dl/${id}`, { method: 'PUT', body: { ...fields } })).driverLicense;
}

/** `DELETE /105/api/driverLicense?driverLicense=`: the API removes a licence by its number. */
export async function deleteDriverLicense(number: string): Promise<void> {
  await apiCall('driverLicense', { method: 'DELETE', query: { driverLicense: number } });
}

/** Mutations that update the cached licence list at once, then refresh it and the fines. */
export function useDriverLicenseMutations() {
  const qc = useQueryClient();
  const key = queryKeys.driverLicenses;
  // Not awaited: the cache already shows the change, so the form need not wait for the refetch.
  const put = (dl: DriverLicenseDto) => {
    upsertCached(qc, key, dl);
    void refreshAfterDocumentChange(qc, key);
  };
  return {
    add: useMutation({ mutationFn: addDriverLicense, onSuccess: put }),
    update: useMutation({
      mutationFn: ({ id, fields }: { id: number; fields: DriverLicenseFields }) => updateDriverLicense(id, fields),
      onSuccess: put,
    }),
    remove: useMutation({
      mutationFn: deleteDriverLicense,
      onSuccess: (_, number) => {
        removeCached<DriverLicenseDto>(qc, key, (dl) => dl.driverLicense === number);
        void refreshAfterDocumentChange(qc, key);
      },
    }),
  };
}
