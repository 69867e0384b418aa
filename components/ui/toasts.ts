import { toast as library, type ToastContent, type ToastOptions } from 'react-toastify';
import { TOAST_AUTOCLOSE_MS, TOAST_LIMIT } from '@/lib/domain/limits';

/**
 * The one place that decides how toasts behave (spec §8, §9): bottom-right, at most TOAST_LIMIT
 * on screen; success, error and info close after TOAST_AUTOCLOSE_MS (4000 ms); every other toast
 * (warning, plain, loading) keeps the library's default of 5000 ms. ESLint refuses
 * `react-toastify` imports elsewhere, so no caller can drift from this.
 */
export const TOAST_AREA = { position: 'bottom-right', limit: TOAST_LIMIT, newestOnTop: true } as const;

/** The library's own display time, kept for toasts other than success, error and info. */
export const TOAST_DEFAULT_MS = 5000;

const timed =
  (show: typeof library.success) =>
  <T>(content: ToastContent<T>, options?: ToastOptions<T>) =>
    show(content, { autoClose: TOAST_AUTOCLOSE_MS, ...options });

/** react-toastify's `toast` with the display times above; `toast.warning`, `toast(…)` and the rest keep 5000 ms. */
export const toast = Object.assign(
  <T>(content: ToastContent<T>, options?: ToastOptions<T>) => library(content, options),
  library,
  {
    success: timed(library.success),
    error: timed(library.error),
    info: timed(library.info),
  },
);
