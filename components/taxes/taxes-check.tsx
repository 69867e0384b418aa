'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { fetchPreload, retryDocumentLookup } from '@/api-client/fines';
import { ApiError } from '@/api-client/client';
import { queryKeys } from '@/api-client/query-keys';
import { Notice } from '@/components/ui/notice';
import { MSG_SCRIPTS_NEEDED_TO_RETRY, ScriptsNeeded } from '@/components/ui/busy-button';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';

/**
 * The state of the ИНН lookups on /taxes/list. While the ones the page started are running: says
 * so with progress, polls preload as the server asks (its `wait`), and re-renders the page's list once every lookup is done or failed.
 * A failed lookup says why, with «Повторить». The end of the check is announced to screen readers.
 * Without JavaScript the page shows what is known and a link to look again.
 */
export function TaxesCheck({ pending, failed }: { pending: boolean; failed: readonly { id: number; message: string }[] }) {
  const router = useRouter();
  const [retryError, setRetryError] = useState<string | null>(null);
  const scriptsRunning = useScriptsRunning();
  const preload = useQuery({
    queryKey: queryKeys.preload,
    queryFn: fetchPreload,
    enabled: pending,
    refetchInterval: (q) => (q.state.data && !q.state.data.done ? q.state.data.wait * 1000 : false),
    refetchOnWindowFocus: false,
  });
  const refreshed = useRef(false);
  // The page re-renders with the results once the lookups end: a screen reader is told so.
  const wasPending = useRef(pending);
  const [finished, setFinished] = useState(false);
  useEffect(() => {
    if (wasPending.current && !pending) setFinished(true);
    wasPending.current = pending;
  }, [pending]);
  useEffect(() => {
    if (pending && preload.data?.done && !refreshed.current) {
      refreshed.current = true;
      router.refresh();
    }
  }, [pending, preload.data, router]);

  async function retry(id: number) {
    setRetryError(null);
    try {
      await retryDocumentLookup(id);
      refreshed.current = false;
      router.refresh();
    } catch (error) {
      setRetryError(error instanceof ApiError ? error.errorDesc : 'Не удалось повторить проверку');
    }
  }

  return (
    <>
      <p className="visually-hidden" role="status">
        {finished ? (failed.length > 0 ? 'Проверка ИНН завершена, не все ИНН удалось проверить' : 'Проверка ИНН завершена') : ''}
      </p>
      {pending && (
        <div className="progress" role="status">
          <div className="progress__bar" aria-hidden="true" />
          <p className="muted">
            Проверяем ИНН в ГИС ГМП…{' '}
            <Link href="/taxes/list" prefetch={false}>
              Обновить
            </Link>
          </p>
        </div>
      )}
      {failed.map((doc) => (
        <Notice key={doc.id} tone="danger" role="alert">
          <p>{doc.message}</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={!scriptsRunning}
            onClick={() => void retry(doc.id)}
          >
            Повторить
          </button>
          <ScriptsNeeded message={MSG_SCRIPTS_NEEDED_TO_RETRY} />
        </Notice>
      ))}
      {retryError && (
        <Notice tone="danger" role="alert">
          <p>{retryError}</p>
        </Notice>
      )}
    </>
  );
}
