import type { DocumentCheckDto } from '@/lib/contract/fines';
import { formatDateTimeRu } from '@/lib/domain/dates';
import { documentLabel } from './document-label';
import styles from './check-progress.module.css';

interface DocumentCheckLineProps {
  document: DocumentCheckDto;
  retrying: boolean;
  /** Why the last «Повторить» was refused (Russian), if it was. */
  retryError: string | null;
  onRetry: () => void;
}

/** One document in the check: its name and where its lookup stands; a failed one gets «Повторить». */
export function DocumentCheckLine({ document: doc, retrying, retryError, onRetry }: DocumentCheckLineProps) {
  const label = documentLabel(doc);
  return (
    <li className={styles.document} data-state={doc.state}>
      <span className={styles.name}>{label}</span>
      {doc.state === 'pending' && <span className="muted">проверяем…</span>}
      {doc.state === 'done' && (
        <span className="muted">{doc.checkedAt ? `проверено ${formatDateTimeRu(doc.checkedAt)}` : 'проверено'}</span>
      )}
      {doc.state === 'failed' && (
        <>
          <span className="field__error">{doc.checkError}</span>
          <button
            type="button"
            className="button button--secondary"
            aria-label={`Повторить проверку: ${label}`}
            disabled={retrying}
            onClick={onRetry}
          >
            {retrying ? 'Повторяем…' : 'Повторить'}
          </button>
          {retryError && (
            <span className="field__error" role="alert">
              {retryError}
            </span>
          )}
        </>
      )}
    </li>
  );
}
