/** A small key-value store: `chrome.storage.local` or `.session` in the extension (chrome-store.ts), a Map in tests. */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}
