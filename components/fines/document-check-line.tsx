import type { DocumentCheckDto } from '@/lib/contract/fines';
import { formatDateTimeRu } from '@/lib/domain/dates';
import { MSG_SCRIPTS_NEEDED_TO_RETRY, ScriptsNeeded } from '@/components/ui/busy-button';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
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
  // Retrying is the page's scripts' work: until they run the button waits, and without them says so.
  const scriptsRunning = useScriptsRunning();
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
            disabled={retrying || !scriptsRunning}
            onClick={onRetry}
          >
            {retrying ? 'Повторяем…' : 'Повторить'}
          </button>
          <ScriptsNeeded message={MSG_SCRIPTS_NEEDED_TO_RETRY} />
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
