'use client';

import { useSyncExternalStore } from 'react';
import type { ToastContent, ToastOptions } from 'react-toastify';
import { TOAST_AUTOCLOSE_MS, TOAST_LIMIT } from '@/lib/domain/limits';

/**
 * The one place that decides how toasts behave (spec §8, §9): bottom-right, at most TOAST_LIMIT
 * on screen; success, error and info close after TOAST_AUTOCLOSE_MS (4000 ms); every other toast
 * (warning, plain) keeps the library's default of 5000 ms. ESLint refuses `react-toastify` imports
 * elsewhere, so no caller can drift from this.
 *
 * The library and its styles load with the first toast, not with the page: most visits never show
 * one, and the first screen should not wait for it (README «Speed», JavaScript budget). The toast
 * area (toast-area.tsx) mounts once a toast was asked for; react-toastify queues what is shown
 * before its container mounts, so order is kept.
 */
export const TOAST_AREA = { position: 'bottom-right', limit: TOAST_LIMIT, newestOnTop: true } as const;

/** The library's own display time, kept for toasts other than success, error and info. */
export const TOAST_DEFAULT_MS = 5000;

type Kind = 'success' | 'error' | 'info' | 'warning' | 'default';

let requested = false;
const listeners = new Set<() => void>();

function show(kind: Kind, content: ToastContent, options?: ToastOptions): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const timed = kind === 'success' || kind === 'error' || kind === 'info' ? { autoClose: TOAST_AUTOCLOSE_MS } : {};
  void import('react-toastify').then(({ toast: library }) => {
    const opts = { ...timed, ...options };
    if (kind === 'default') library(content, opts);
    else library[kind](content, opts);
  });
}

/** Shows toasts with the display times above: `toast.success|error|info` 4000 ms, `toast.warning` and `toast(…)` 5000 ms. */
export const toast = Object.assign((content: ToastContent, options?: ToastOptions) => show('default', content, options), {
  success: (content: ToastContent, options?: ToastOptions) => show('success', content, options),
  error: (content: ToastContent, options?: ToastOptions) => show('error', content, options),
  info: (content: ToastContent, options?: ToastOptions) => show('info', content, options),
  warning: (content: ToastContent, options?: ToastOptions) => show('warning', content, options),
  /** Removes every toast on screen. */
  dismiss: () => void import('react-toastify').then(({ toast: library }) => library.dismiss()),
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast was asked for on this page: then the toast area is mounted (toast-area.tsx). */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
