'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '@/api-client/client';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { FormAlert } from '@/components/ui/form-alert';
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
  const [state, setState] = useState<{ kind: 'idle' | 'busy'; failure?: string } | { kind: 'done' | 'error'; text: string }>(
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
      (e: unknown) => {
        const text = e instanceof ApiError ? e.errorDesc : MSG_CREDENTIALS_CHECK_FAILED;
        // A limit, a failing server or no answer: the link itself may still be good, so it is offered again.
        const retry = !(e instanceof ApiError) || e.httpStatus === 0 || e.httpStatus === 429 || e.httpStatus >= 500;
        setState(retry ? { kind: 'idle', failure: text } : { kind: 'error', text });
      },
    );
  }

  return (
    <div className={`card stack ${styles.linkPage}`}>
      <h1>{heading}</h1>
      {!('text' in state) ? (
        <>
          {intro}
          <FormAlert message={state.failure} />
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
