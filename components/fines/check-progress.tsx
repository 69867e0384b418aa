'use client';

import { useEffect, useId, useRef } from 'react';
import { useRetryDocumentLookup } from '@/api-client/fines';
import type { DocumentCheckDto } from '@/lib/contract/fines';
import { MSG_PRELOAD_FAILED } from '@/lib/domain/messages';
import { Notice } from '@/components/ui/notice';
import { DocumentCheckLine } from './document-check-line';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import styles from './check-progress.module.css';
import { listCheckOutcome } from './list-empty-states';

/** Before the page's scripts run (and with JavaScript off) an unfinished check says how to see it end. */
export const MSG_CHECK_TAKES_SECONDS = 'Проверка занимает несколько секунд:';

interface CheckProgressProps {
  documents: readonly DocumentCheckDto[];
  /** Every lookup has finished and the list shown was fetched after that. */
  complete: boolean;
  /** What the finished check found (e.g. «Неоплаченных штрафов: 2»); not told when no document could be checked. */
  summary: string;
  /** A request to our server failed: say so and offer to ask again. */
  requestFailed: boolean;
  onRetryRequests: () => void;
  /** Where the plain refresh link leads (the page itself, with its filter). */
  refreshHref: string;
  /** Level of the heading in its page (2 on /fines/list, 3 inside the profile's fines section). */
  headingLevel?: 2 | 3;
}

/**
 * The state of the registry check, per document: pending, done or failed with «Повторить».
 * Its heading says «Проверка завершена» only when `complete`; focus moves to it when the check
 * becomes final (unless the person is busy elsewhere on the page), and a polite live region
 * (always in the page) announces progress. Without JavaScript an unfinished check offers a plain
 * link that reloads the page, and does not say the results will appear by themselves.
 */
export function CheckProgress({
  documents,
  complete,
  summary,
  requestFailed,
  onRetryRequests,
  refreshHref,
  headingLevel = 2,
}: CheckProgressProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const wasComplete = useRef(complete);
  const retry = useRetryDocumentLookup();
  const scriptsRunning = useScriptsRunning();
  const failed = documents.filter((d) => d.state === 'failed');
  const finished = documents.filter((d) => d.state !== 'pending').length;

  useEffect(() => {
    // Only a check that finishes while the person is here moves focus; a page that opens complete
    // does not, and neither does a check finishing while the person works elsewhere on the page
    // (a form on /profile): focus moves only from nowhere in particular or from the check itself.
    const idle =
      document.activeElement === document.body || !!heading.current?.closest('section')?.contains(document.activeElement);
    if (complete && !wasComplete.current && idle) heading.current?.focus();
    wasComplete.current = complete;
  }, [complete]);

  if (documents.length === 0 && !requestFailed) return <p className="visually-hidden" role="status" aria-live="polite" />;

  // No document checked: nothing is known, so the caller's counts are not told either.
  const allFailed = listCheckOutcome(documents) === 'allFailed';
  const told = allFailed ? '' : summary;
  const title = !complete
    ? 'Проверяем штрафы в ГИС ГМП…'
    : allFailed
      ? documents.length === 1
        ? 'Документ не удалось проверить'
        : 'Документы не удалось проверить'
      : failed.length > 0
        ? 'Не все документы удалось проверить'
        : 'Проверка завершена';
  const announcement = complete
    ? [allFailed ? title : failed.length > 0 ? 'Проверка окончена с ошибками' : 'Проверка завершена', told]
        .filter(Boolean)
        .join('. ')
    : `Проверено документов: ${finished} из ${documents.length}`;
  // Once complete, lines of documents checked well add nothing: only failures stay listed.
  const lines = complete ? failed : documents;

  return (
    <section className={`card ${styles.check}`} aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </Heading>
      {!complete && <div className="progress__bar" aria-hidden="true" />}
      {/* What the tab counts hold, in words (the unpaid tab also holds charges awaiting confirmation);
          read out by the status below, so hidden from screen readers here. */}
      {complete && told && (
        <p className="muted" aria-hidden="true">
          {told}
        </p>
      )}
      {lines.length > 0 && (
        <ul className={styles.documents}>
          {lines.map((doc) => (
            <DocumentCheckLine
              key={doc.id}
              document={doc}
              retrying={retry.isPending && retry.variables === doc.id}
              retryError={retry.isError && retry.variables === doc.id ? retry.error.message : null}
              onRetry={() => retry.mutate(doc.id)}
            />
          ))}
        </ul>
      )}
      {!complete &&
        (scriptsRunning ? (
          <p className="muted">
            Результаты появятся здесь сами. Если этого не произошло, <a href={refreshHref}>обновите страницу</a>.
          </p>
        ) : (
          // The server's HTML: without scripts nothing appears by itself, so it does not promise that.
          <p className="muted">
            {MSG_CHECK_TAKES_SECONDS} <a href={refreshHref}>обновите страницу</a>, чтобы увидеть результаты.
          </p>
        ))}
      {/* Stays in the page (only its text changes), so screen readers announce each change. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {requestFailed && (
        <Notice tone="danger" role="alert">
          <p>{MSG_PRELOAD_FAILED}</p>
          <button type="button" className="button button--secondary" onClick={onRetryRequests}>
            Повторить
          </button>
        </Notice>
      )}
    </section>
  );
}
