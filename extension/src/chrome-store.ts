import type { KeyValueStore } from './store';

/** A store over one `chrome.storage` area. */
export function chromeStore(area: chrome.storage.StorageArea): KeyValueStore {
  return {
    get: async <T>(key: string) => (await area.get(key))[key] as T | undefined,
    set: (key, value) => area.set({ [key]: value }),
    remove: (key) => area.remove(key),
  };
}

/** `chrome.storage.local`: the authorization record and the last check; survives restarts. */
export const localStore = (): KeyValueStore => chromeStore(chrome.storage.local);

/** `chrome.storage.session`: the hand-over in progress (its PKCE verifier); memory only, gone on restart. */
export const sessionStore = (): KeyValueStore => chromeStore(chrome.storage.session);
