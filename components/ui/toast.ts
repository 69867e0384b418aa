'use client';

import { useSyncExternalStore } from 'react';

type ToastKind = 'success' | 'error' | 'info';

let requested = false;
const listeners = new Set<() => void>();

function show(kind: ToastKind, message: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  // react-toastify queues what is shown before its container mounts, so order is kept.
  void import('react-toastify').then(({ toast }) => toast[kind](message));
}

/**
 * Toasts (spec §8: success, error, info; bottom-right, 4 s), with react-toastify's calls. The
 * library and its styles load on the first toast, not with the page: most visits never show one,
 * and the first screen should not wait for it (README «Speed», JavaScript budget).
 */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast was asked for on this page: then the toast area is mounted (app/providers.tsx). */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
