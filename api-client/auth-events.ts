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
