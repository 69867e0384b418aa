import type { SortIdentifiers } from '@/api-client/ordinances-store';
import type { DocumentCheckDto } from '@/lib/contract/fines';
import type { FilterDocuments } from '@/components/documents/document-filter';
import { documentLabel, documentNumberLabel } from './document-label';
import { KIND_OF_TYPE, type ListFilter } from './list-filter';

/** The list's documents as filter choices by kind, each named as its cards name it. */
export function filterChoices(documents: readonly DocumentCheckDto[]): FilterDocuments {
  const choices: FilterDocuments = { sts: [], dl: [], inn: [] };
  for (const doc of documents) {
    const label = documentLabel(doc);
    const number = documentNumberLabel(doc);
    choices[KIND_OF_TYPE[doc.type]].push({ id: doc.id, label: label.includes(number) ? label : `${label} (${number})` });
  }
  return choices;
}

/** The filter in the shape DocumentFilter and selectedDocumentIds take. */
export function sortIdentifiersOf(filter: ListFilter): SortIdentifiers {
  const ids: SortIdentifiers = { all: null, sts: null, dl: null, inn: null };
  if (filter.kind !== 'all') ids[filter.kind] = filter.documentId;
  return ids;
}
