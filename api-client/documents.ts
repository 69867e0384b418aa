import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DriverLicenseDto, InnDto, StsDto } from '@/lib/contract/documents';
import { DOCUMENT_KINDS, type DocumentType } from '@/lib/domain/document-kinds';
import { apiCall } from './client';
import { refreshAfterDocumentChange, removeCached, upsertCached } from './document-cache';
import { queryKeys } from './query-keys';
import { reportFormSubmission } from './tracking';
import { FORMS } from '@/lib/contract/tracking';

/**
 * The documents a person keeps — СТС, ВУ, ИНН — through one set of calls and hooks driven by the
 * description of each kind (lib/domain/document-kinds.ts: its endpoints and answer fields).
 */

/** Fields of a certificate as the API takes them (validated by the shared schema first). */
export interface StsFields {
  sts: string;
  vehiclePlateNumber?: string;
  vehiclePlateRegion?: string;
  /** Make and model (`Лада Веста`). */
  vehicleModel?: string;
  name?: string;
}

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

/** Fields of a taxpayer number as the API takes them (`data` is the ИНН); undefined ones are not sent. */
export interface InnFields {
  data: string;
  innName?: string;
  surname?: string;
  name?: string;
  patronymic?: string;
}

/** What the API answers for a document of each kind. */
export interface DocumentDtos {
  sts: StsDto;
  driverLicense: DriverLicenseDto;
  inn: InnDto;
}

/** What the API takes to add or edit a document of each kind. */
export interface DocumentFields {
  sts: StsFields;
  driverLicense: DriverLicenseFields;
  inn: InnFields;
}

/** The stored number of a document as its kind's answer names it. */
const numberOf = <K extends DocumentType>(type: K, item: DocumentDtos[K]): string =>
  (item as unknown as Record<string, string>)[DOCUMENT_KINDS[type].api.itemField]!;

/** The person's documents of one kind (`GET sts`, `GET driverLicense`, `GET tax/dataList`). */
export const documentsQuery = <K extends DocumentType>(type: K) =>
  queryOptions({
    queryKey: queryKeys.documents(type),
    queryFn: async () => {
      const { api } = DOCUMENT_KINDS[type];
      return (await apiCall<Record<string, DocumentDtos[K][]>>(api.list))[api.listField]!;
    },
  });

/** The person's documents of one kind, seeded by the server-rendered list when given. */
export function useDocuments<K extends DocumentType>(type: K, initialData?: DocumentDtos[K][]) {
  return useQuery({ ...documentsQuery(type), initialData });
}

/**
 * Adds a document of `type`; the submission is reported to usage tracking (spec §7: the forms for
 * adding an СТС, a driver licence and an ИНН), masked. @throws ApiError (409 duplicate or limit, 400 a field).
 */
export async function addDocument<K extends DocumentType>(type: K, fields: DocumentFields[K]): Promise<DocumentDtos[K]> {
  const { api } = DOCUMENT_KINDS[type];
  return reportFormSubmission(FORMS[type], fields, async () => {
    const answer = await apiCall<Record<string, DocumentDtos[K]>>(api.add, {
      method: 'POST',
      body: { ...api.addExtra, ...fields },
    });
    return answer[api.itemField]!;
  });
}

/** Edits one of the person's documents of `type`. @throws ApiError (404, 409 duplicate). */
export async function updateDocument<K extends DocumentType>(
  type: K,
  id: number,
  fields: DocumentFields[K],
): Promise<DocumentDtos[K]> {
  const { api } = DOCUMENT_KINDS[type];
  return (await apiCall<Record<string, DocumentDtos[K]>>(api.update(id), { method: 'PUT', body: { ...fields } }))[api.itemField]!;
}

/** Removes one of the person's documents of `type` the way its endpoint asks (by id or by number). */
export async function removeDocument<K extends DocumentType>(type: K, item: DocumentDtos[K]): Promise<void> {
  const { remove } = DOCUMENT_KINDS[type].api;
  const key = remove.by === 'id' ? item.id : numberOf(type, item);
  if (remove.method === 'DELETE') await apiCall(remove.path, { method: 'DELETE', query: { [remove.param]: key } });
  else await apiCall(remove.path, { method: 'POST', body: { ...remove.body, [remove.param]: key } });
}

/**
 * Add, edit and remove for one kind: the cached list changes at once (so it and its «n из 50»
 * counter need not wait), then it is fetched again together with the fines (a removed document
 * takes its charges along) and the preload (a new number has not been looked up yet).
 */
export function useDocumentMutations<K extends DocumentType>(type: K) {
  const qc = useQueryClient();
  const key = queryKeys.documents(type);
  // Not awaited: the cache already shows the change, so the form need not wait for the refetch.
  const put = (item: DocumentDtos[K]) => {
    upsertCached(qc, key, item);
    void refreshAfterDocumentChange(qc, key);
  };
  return {
    add: useMutation({ mutationFn: (fields: DocumentFields[K]) => addDocument(type, fields), onSuccess: put }),
    update: useMutation({
      mutationFn: ({ id, fields }: { id: number; fields: DocumentFields[K] }) => updateDocument(type, id, fields),
      onSuccess: put,
    }),
    remove: useMutation({
      mutationFn: (item: DocumentDtos[K]) => removeDocument(type, item),
      onSuccess: (_, item) => {
        removeCached<DocumentDtos[K]>(qc, key, (x) => x.id === item.id);
        void refreshAfterDocumentChange(qc, key);
      },
    }),
  };
}
