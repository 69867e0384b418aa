import type { DocumentCheckDto } from '@/lib/contract/fines';
import { formatDriverLicense } from '@/lib/domain/driver-license';
import { formatSts } from '@/lib/domain/sts';

/** The fields a document's label is made of. */
export type LabelledDocument = Pick<DocumentCheckDto, 'type' | 'number' | 'title' | 'plateNumber' | 'plateRegion'>;

/** `СТС 99 04 449114`, `ВУ 99 00 100100`, `ИНН 7707083893`: the document's type and number. */
export function documentNumberLabel(doc: Pick<DocumentCheckDto, 'type' | 'number'>): string {
  if (doc.type === 'sts') return `СТС ${formatSts(doc.number)}`;
  if (doc.type === 'driverLicense') return `ВУ ${formatDriverLicense(doc.number)}`;
  return `ИНН ${doc.number}`;
}

/**
 * How a card names the document that found it: the person's own name for it, else for a
 * certificate the plate and the СТС (`А123ВС 77, СТС 99 04 449114`), else the type and number.
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
