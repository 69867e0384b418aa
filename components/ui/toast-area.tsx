'use client';

import dynamic from 'next/dynamic';
import { TOAST_AREA, useToastsRequested } from './toasts';

// Loaded with the first toast (toasts.ts), never with the page.
const ToastContainer = dynamic(() => import('react-toastify').then((m) => m.ToastContainer), { ssr: false });

/**
 * Where toasts appear: the area settings of components/ui/toasts.ts (the display time is decided per
 * toast there), mounted once the page asked for its first toast. `always` mounts it at once (tests).
 */
export function ToastArea({ always = false }: { always?: boolean }) {
  const requested = useToastsRequested();
  return requested || always ? <ToastContainer {...TOAST_AREA} /> : null;
}
