'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '@/api-client/client';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { Notice } from '@/components/ui/notice';
import { ScriptsNeeded } from '@/components/ui/busy-button';
import { Spinner } from '@/components/ui/spinner';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import styles from './notifications.module.css';

interface MailLinkActionProps {
  heading: string;
  /** What pressing the button will do. */
  intro: ReactNode;
  buttonLabel: string;
  /** Whether the link carried a token at all; without one only `missingMessage` is shown. */
  hasToken: boolean;
  missingMessage: string;
  /** Does it; resolves with the sentence to show. @throws ApiError with a Russian `errorDesc`. */
  run: () => Promise<string>;
}

/**
 * The page a link in a mail opens when the link changes something (confirm an address,
 * unsubscribe): it never acts on opening — mail scanners open links — but asks for one press,
 * then says what happened (focus moves to the result, which is announced) and leads to the profile.
 * The press needs the page's scripts: without them the button stays disabled and says so.
 */
export function MailLinkAction({ heading, intro, buttonLabel, hasToken, missingMessage, run }: MailLinkActionProps) {
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; text: string }>(
    hasToken ? { kind: 'idle' } : { kind: 'error', text: missingMessage },
  );
  const result = useRef<HTMLDivElement>(null);
  const scriptsRunning = useScriptsRunning();
  const finished = 'text' in state;

  useEffect(() => {
    if (finished && hasToken) result.current?.focus();
  }, [finished, hasToken]);

  function act() {
    setState({ kind: 'busy' });
    run().then(
      (text) => setState({ kind: 'done', text }),
      (e: unknown) => setState({ kind: 'error', text: e instanceof ApiError ? e.errorDesc : MSG_CREDENTIALS_CHECK_FAILED }),
    );
  }

  return (
    <div className={`card stack ${styles.linkPage}`}>
      <h1>{heading}</h1>
      {!('text' in state) ? (
        <>
          {intro}
          <button
            type="button"
            className="button"
            onClick={act}
            disabled={state.kind === 'busy' || !scriptsRunning}
            aria-busy={state.kind === 'busy' || undefined}
          >
            {state.kind === 'busy' && <Spinner />} {buttonLabel}
          </button>
          <ScriptsNeeded />
        </>
      ) : (
        <div ref={result} tabIndex={-1} className={styles.result}>
          <Notice tone={state.kind === 'done' ? 'info' : 'danger'} role={state.kind === 'done' ? 'status' : 'alert'}>
            <p>{state.text}</p>
          </Notice>
        </div>
      )}
      <p>
        <Link href="/profile">Перейти в профиль</Link>
      </p>
    </div>
  );
}
