'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api-client/client';
import { ExtensionHandoverError, handOverToExtension } from '@/api-client/extension-handover';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import styles from './extension.module.css';

/** Said when the page was opened without a valid extension id and challenge. */
export const MSG_CONNECT_LINK_BROKEN =
  'Ссылка для подключения расширения неверна. Нажмите «Войти через сайт» в окне расширения ещё раз';

interface ExtensionConnectProps {
  /** The extension and its PKCE challenge from the link, or null when the link is not valid. */
  request: { extensionId: string; challenge: string } | null;
  /** Who is signed in on the site: the e-mail, or null for an account without one. */
  email: string | null;
}

type State = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; text: string };

/**
 * `/extension/connect`: asks the signed-in person to confirm, then hands a sign-in of its own to
 * the extension (never this site's) and says how it went. Nothing happens on opening: a link
 * alone never connects anything.
 */
export function ExtensionConnect({ request, email }: ExtensionConnectProps) {
  const [state, setState] = useState<State>(request ? { kind: 'idle' } : { kind: 'error', text: MSG_CONNECT_LINK_BROKEN });
  const result = useRef<HTMLDivElement>(null);
  // The hand-over runs in the page's scripts: until they run, a press would be lost without a word.
  const scriptsRunning = useScriptsRunning();
  const finished = 'text' in state;

  useEffect(() => {
    if (finished && request) result.current?.focus();
  }, [finished, request]);

  function connect() {
    if (!request) return;
    setState({ kind: 'busy' });
    handOverToExtension(request.extensionId, request.challenge).then(
      () => setState({ kind: 'done', text: 'Готово: расширение подключено. Эту вкладку можно закрыть.' }),
      (e: unknown) =>
        setState({
          kind: 'error',
          text: e instanceof ApiError || e instanceof ExtensionHandoverError ? e.message : MSG_CREDENTIALS_CHECK_FAILED,
        }),
    );
  }

  return (
    <div className={`card stack ${styles.page}`}>
      <h1>Подключение расширения</h1>
      {!finished ? (
        <>
          <p>
            Расширение «Штрафы» для Chrome будет показывать на значке число неоплаченных штрафов аккаунта{' '}
            <strong className={styles.account}>{email ?? 'без e-mail (анонимного)'}</strong>, а в своём окне — сумму к оплате и
            ближайшие сроки, и сообщит о новых штрафах.
          </p>
          <p className="muted">
            У расширения будет свой вход: выход в нём не затронет сайт, и наоборот. Завершить его можно в профиле, в разделе
            «Входы в аккаунт».
          </p>
          <button
            type="button"
            className="button"
            onClick={connect}
            disabled={!scriptsRunning || state.kind === 'busy'}
            aria-busy={state.kind === 'busy' || undefined}
          >
            {state.kind === 'busy' && <Spinner />} Подключить расширение
          </button>
          <span className="visually-hidden" role="status">
            {state.kind === 'busy' ? 'Подключаем расширение…' : ''}
          </span>
        </>
      ) : (
        <div ref={result} tabIndex={-1} className={styles.result}>
          <Notice tone={state.kind === 'done' ? 'info' : 'danger'} role={state.kind === 'done' ? 'status' : 'alert'}>
            <p>{state.text}</p>
          </Notice>
        </div>
      )}
      <noscript>
        <Notice tone="warning">
          <p>Чтобы подключить расширение, включите JavaScript на этой странице.</p>
        </Notice>
      </noscript>
      <p>
        <Link href="/profile#profile-sign-ins">Входы в аккаунт</Link>
      </p>
    </div>
  );
}
