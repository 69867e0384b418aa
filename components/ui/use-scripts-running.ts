'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once the page's scripts run. For controls
 * that can only work with scripts: shown disabled until then, so a press before hydration is not
 * silently lost, or not shown at all where what a person typed would be wiped when scripts start.
 */
export function useScriptsRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
