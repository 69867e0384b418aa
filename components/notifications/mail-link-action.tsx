'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@/api-client/client';
import type { MailLinkFailure, MailLinkState } from '@/lib/contract/mail-links';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { FormAlert } from '@/components/ui/form-alert';
import { Notice } from '@/components/ui/notice';
import { ScriptsNeeded } from '@/components/ui/busy-button';
import { Spinner } from '@/components/ui/spinner';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import styles from './notifications.module.css';

/** What the page says when its form, posted without scripts, could not act (`?failed=`). */
const FAILURES: Record<MailLinkFailure, string> = {
  limit: 'Слишком много попыток. Попробуйте через несколько минут',
  unavailable: MSG_CREDENTIALS_CHECK_FAILED,
};

interface MailLinkActionProps {
  heading: string;
  /** What pressing the button will do. */
  intro: ReactNode;
  buttonLabel: string;
  /** The link's token; null when the link came without one (then only `missingMessage` is shown). */
  token: string | null;
  /** What the link stands for, read by the server as the page rendered (null without a token). */
  link: MailLinkState | null;
  /** Why the last press without scripts did not act (`?failed=`), if it did not. */
  failure: MailLinkFailure | null;
  /**
   * Where the form posts without scripts (a route that acts, then comes back to this page); without
   * one the press needs the scripts, and the button says so until they run.
   */
  formAction?: string;
  missingMessage: string;
  invalidMessage?: string;
  /** The sentence for a link that has acted, from what the link stands for (the address the mail went to). */
  doneMessage?: (link: { email: string; doNotify?: boolean }) => string;
  /** Does it with the page's scripts; resolves with the sentence to show. @throws ApiError with a Russian `errorDesc`. */
  run: () => Promise<string>;
}

function initialState(props: MailLinkActionProps): State {
  const { token, link, failure } = props;
  if (!token || !link) return { kind: 'error', text: props.missingMessage };
  if (link.state === 'invalid') return { kind: 'error', text: props.invalidMessage ?? props.missingMessage };
  if (link.state === 'done' && props.doneMessage) return { kind: 'done', text: props.doneMessage(link) };
  return { kind: 'idle', failure: failure ? FAILURES[failure] : undefined };
}

type State = { kind: 'idle' | 'busy'; failure?: string } | { kind: 'done' | 'error'; text: string };

/**
 * The page a link in a mail opens when the link changes something (confirm an address,
 * unsubscribe): it never acts on opening — mail scanners open links — but asks for one press,
 * then says what happened (focus moves to the result, which is announced) and leads to the profile.
 * A link already used, expired or never issued says so at once (the server read it). The press is
 * a real form: without scripts it posts to `formAction`, which acts and comes back here.
 */
export function MailLinkAction(props: MailLinkActionProps) {
  const { heading, intro, buttonLabel, token, formAction, run } = props;
  const [state, setState] = useState<State>(() => initialState(props));
  const result = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  const scriptsRunning = useScriptsRunning();
  const finished = 'text' in state;

  useEffect(() => {
    if (finished && pressed.current) result.current?.focus();
  }, [finished]);

  function act(event: FormEvent<HTMLFormElement>) {
    event.preventDefault(); // the page is hydrated (React handles the event): it acts itself
    pressed.current = true;
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
        // Without scripts the browser posts the form itself (when the page has a `formAction`).
        <form method="post" action={formAction} onSubmit={act} className="stack">
          {intro}
          <FormAlert message={state.failure} />
          <input type="hidden" name="token" value={token ?? ''} />
          <button
            type="submit"
            className="button"
            disabled={state.kind === 'busy' || (!formAction && !scriptsRunning)}
            aria-busy={state.kind === 'busy' || undefined}
          >
            {state.kind === 'busy' && <Spinner />} {buttonLabel}
          </button>
          {!formAction && <ScriptsNeeded />}
        </form>
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
