import { useCallback, useEffect, useState } from 'react';
import { readAuth } from '../auth-record';
import { NOTICE_KEY, SNAPSHOT_KEY, type Snapshot } from '../check';
import { localStore } from '../chrome-store';
import type { PopupMessage } from '../messages';

/** What the popup shows: signed in or not, the last check, a notice, and whether a check runs now. */
export interface ExtensionState {
  loaded: boolean;
  signedIn: boolean;
  snapshot: Snapshot | null;
  notice: string | null;
  checking: boolean;
}

const ask = (message: PopupMessage) => chrome.runtime.sendMessage(message);

/** The stored state: the sign-in, its last check (never another sign-in's) and the notice. */
async function readStored(): Promise<Pick<ExtensionState, 'signedIn' | 'snapshot' | 'notice'>> {
  const local = localStore();
  const [auth, snapshot, notice] = await Promise.all([
    readAuth(local),
    local.get<Snapshot>(SNAPSHOT_KEY),
    local.get<string>(NOTICE_KEY),
  ]);
  return {
    signedIn: auth !== null,
    snapshot: auth && snapshot?.userId === auth.userId ? snapshot : null,
    notice: notice ?? null,
  };
}

/**
 * Reads the state from `chrome.storage.local` and follows its changes (the service worker writes
 * it); asks for a fresh check when the popup opens. `refresh` and `signOut` go to the service worker.
 */
export function useExtensionState(): ExtensionState & { refresh: () => void; signOut: () => Promise<void> } {
  const [state, setState] = useState<ExtensionState>({
    loaded: false,
    signedIn: false,
    snapshot: null,
    notice: null,
    checking: false,
  });

  const refresh = useCallback(() => {
    setState((s) => ({ ...s, checking: true }));
    void ask({ type: 'shtrafy:check' }).finally(() => setState((s) => ({ ...s, checking: false })));
  }, []);

  useEffect(() => {
    const reread = () => readStored().then((stored) => setState((s) => ({ ...s, ...stored, loaded: true })));
    const onChanged = (_: unknown, area: string) => {
      if (area === 'local') void reread();
    };
    chrome.storage.onChanged.addListener(onChanged);
    void readStored().then((stored) => {
      setState((s) => ({ ...s, ...stored, loaded: true }));
      if (stored.signedIn) refresh();
    });
    return () => chrome.storage.onChanged.removeListener(onChanged);
  }, [refresh]);

  const signOut = useCallback(async () => {
    await ask({ type: 'shtrafy:sign-out' });
    const stored = await readStored();
    setState((s) => ({ ...s, ...stored }));
  }, []);

  return { ...state, refresh, signOut };
}
