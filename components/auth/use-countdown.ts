'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that starts at `seconds` on mount and again on `restart()`.
 * Ticks once a second; 0 when done.
 */
export function useCountdown(seconds: number): { left: number; restart: () => void } {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  const restart = useCallback(() => setLeft(seconds), [seconds]);
  return { left, restart };
}
