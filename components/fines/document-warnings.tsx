import type { DocumentCheckDto } from '@/lib/contract/fines';
import { formatSts } from '@/lib/domain/sts';
import { Notice } from '@/components/ui/notice';

const DOCUMENT_LABELS: Record<DocumentCheckDto['type'], string> = {
  sts: 'СТС',
  driverLicense: 'ВУ',
  inn: 'ИНН',
};

/** `СТС 99 04 449114`, `ИНН 7707083893`: how a document is named in messages. */
export function documentName(doc: Pick<DocumentCheckDto, 'type' | 'number'>): string {
  const number = doc.type === 'inn' ? doc.number : formatSts(doc.number);
  return `${DOCUMENT_LABELS[doc.type]} ${number}`;
}

/**
 * Documents whose latest registry lookup failed, one warning line each: the list may be
 * incomplete for them, and the person should know which.
 */
export function DocumentWarnings({ documents }: { documents: readonly DocumentCheckDto[] }) {
  const failed = documents.filter((d) => d.checkError);
  if (failed.length === 0) return null;
  return (
    <Notice tone="warning">
      <p>Не все документы удалось проверить — список может быть неполным:</p>
      <ul className="notice__list">
        {failed.map((doc) => (
          <li key={doc.id}>
            {documentName(doc)}: {doc.checkError}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
