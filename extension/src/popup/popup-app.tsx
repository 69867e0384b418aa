import { useState } from 'react';
import { SITE_URL } from '../config';
import { beginSignIn } from '../handover';
import { sessionStore } from '../chrome-store';
import { SignInView } from './sign-in-view';
import { SummaryView } from './summary-view';
import { useExtensionState } from './use-extension-state';

/** The popup: «Войти через сайт» while signed out; the unpaid fines at a glance once signed in. */
export function PopupApp() {
  const state = useExtensionState();
  const [error, setError] = useState<string>();

  async function signIn() {
    setError(undefined);
    try {
      await beginSignIn({
        session: sessionStore(),
        siteUrl: SITE_URL,
        extensionId: chrome.runtime.id,
        openTab: (url) => chrome.tabs.create({ url }),
      });
    } catch {
      setError('Не удалось открыть сайт. Попробуйте ещё раз');
    }
  }

  return (
    <div className="popup stack">
      <header className="popup__header">
        <img src="icons/icon-32.png" width="24" height="24" alt="" />
        <span className="popup__brand">Штрафы</span>
        {state.snapshot?.email && (
          <span className="popup__account muted" title={state.snapshot.email}>
            {state.snapshot.email}
          </span>
        )}
      </header>
      {!state.loaded ? null : state.signedIn ? (
        <SummaryView state={state} onRefresh={state.refresh} onSignOut={state.signOut} />
      ) : (
        <SignInView notice={state.notice} error={error} onSignIn={signIn} />
      )}
    </div>
  );
}
