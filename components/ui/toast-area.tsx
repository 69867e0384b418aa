'use client';

import { ToastContainer } from 'react-toastify';
import { TOAST_AREA } from './toasts';

/** Where toasts appear: the area settings of components/ui/toasts.ts; the display time is decided per toast there. */
export function ToastArea() {
  return <ToastContainer {...TOAST_AREA} />;
}
