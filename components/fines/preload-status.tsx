import { MSG_PRELOAD_FAILED } from '@/lib/domain/messages';
import { Notice } from '@/components/ui/notice';

interface PreloadStatusProps {
  checking: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * Progress of the registry lookup. The polite live region is always in the page, so a screen
 * reader hears both «checking» and «done»; a failure is an alert with a retry button.
 */
export function PreloadStatus({ checking, failed, onRetry }: PreloadStatusProps) {
  return (
    <>
      {/* Hidden, not removed, when idle: a live region must stay in the page to be announced. */}
      <div role="status" aria-live="polite" className={checking ? undefined : 'visually-hidden'}>
        {checking ? (
          <div className="card progress">
            <p>Проверяем штрафы в ГИС ГМП…</p>
            <div className="progress__bar" aria-hidden="true" />
          </div>
        ) : (
          !failed && 'Проверка завершена'
        )}
      </div>
      {failed && (
        <Notice tone="danger" role="alert">
          <p>{MSG_PRELOAD_FAILED}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            Повторить
          </button>
        </Notice>
      )}
    </>
  );
}
