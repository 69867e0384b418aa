import type { DocumentCheckDto } from '@/lib/contract/fines';
import { DOCUMENT_KINDS } from '@/lib/domain/document-kinds';
import type { FilterDocuments } from '@/components/documents/document-filter';
import { documentLabel, documentNumberLabel } from './document-label';

/** The list's documents as filter choices by kind, each named as its cards name it. */
export function filterChoices(documents: readonly DocumentCheckDto[]): FilterDocuments {
  const choices: FilterDocuments = { sts: [], dl: [], inn: [] };
  for (const doc of documents) {
    const label = documentLabel(doc);
    const number = documentNumberLabel(doc);
    choices[DOCUMENT_KINDS[doc.type].filterName].push({
      id: doc.id,
      label: label.includes(number) ? label : `${label} (${number})`,
    });
  }
  return choices;
}
