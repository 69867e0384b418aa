'use client';

import { useEffect, useRef } from 'react';

/**
 * Moves focus after the next render: the element to focus (a button that re-appears when a form
 * closes, a heading after a removal) often does not exist yet when the action finishes.
 * Call it together with the state change that re-renders.
 */
export function useFocusLater(): (target: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    target()?.focus();
  });
  return (target) => {
    pending.current = target;
  };
}
