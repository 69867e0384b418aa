import type { KeyValueStore } from '@/extension/src/store';

/** An in-memory KeyValueStore standing in for a `chrome.storage` area; `data` is inspectable. */
export function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map(Object.entries(structuredClone(initial)));
  return {
    data,
    get: async <T>(key: string) => structuredClone(data.get(key)) as T | undefined,
    set: async (key, value) => {
      data.set(key, structuredClone(value));
    },
    remove: async (key) => {
      data.delete(key);
    },
  };
}
