/**
 * A same-tab signal that the stored authorization changed. The `storage` event only reaches
 * other tabs, so parts of this page that show who is signed in (the header) listen to both.
 */
const EVENT = 'shtrafy:auth-changed';

/** Tells listeners in this tab that the authorization was saved or cleared. */
export function notifyAuthChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` when the authorization changes in this tab or another; returns the unsubscribe. */
export function subscribeAuthChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

let signingOut = false;

/**
 * Marks that this page is logging out on the person's request («Выйти»). Calls that fail with an
 * auth error from then on are the logout's own doing: the session check must not take them for an
 * ended sign-in and send the page to /login?ended=1 («Вход завершён…») instead of /login.
 */
export function markSigningOut(): void {
  signingOut = true;
}

/** True once `markSigningOut` was called on this page (a new page starts false). */
export function isSigningOut(): boolean {
  return signingOut;
}
