'use client';

import { useSyncExternalStore } from 'react';
import { subscribeAuthChanged } from './auth-events';
import { readAuth } from './auth-storage';

const storedUserId = (): string | null => readAuth()?.userId ?? null;
// The server never sees localStorage: the first render is «signed out» on both sides, so
// hydration matches, and the stored value follows right after.
const noUserOnServer = (): null => null;

/**
 * The userId of this browser's stored web authorization, or null when there is none. Re-renders
 * when a sign-in or logout happens in this tab (auth-events) or in another (storage event).
 */
export function useStoredUserId(): string | null {
  return useSyncExternalStore(subscribeAuthChanged, storedUserId, noUserOnServer);
}
