import type { DocumentCheckDto } from '@/lib/contract/fines';
import { documentNumberLabel } from '@/lib/domain/document-kinds';

export { documentNumberLabel };

/** The fields a document's label is made of. */
export type LabelledDocument = Pick<DocumentCheckDto, 'type' | 'number' | 'title' | 'plateNumber' | 'plateRegion'>;

/**
 * How a card names the document that found it: the person's own name for it, else for a
 * certificate the plate and the СТС (`А123ВС 77, СТС 99 04 449114`), else the kind and number.
 */
export function documentLabel(doc: LabelledDocument): string {
  if (doc.title) return doc.title;
  const plate = [doc.plateNumber, doc.plateRegion].filter(Boolean).join(' ');
  return doc.type === 'sts' && plate ? `${plate}, ${documentNumberLabel(doc)}` : documentNumberLabel(doc);
}

/** Labels of the documents with `ids`, in the list's order (ids of removed documents are skipped). */
export function sourceLabels(ids: readonly number[], documents: readonly (LabelledDocument & { id: number })[]): string[] {
  return documents.filter((d) => ids.includes(d.id)).map(documentLabel);
}
