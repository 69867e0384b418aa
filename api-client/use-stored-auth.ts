'use client';

import { useSyncExternalStore } from 'react';
import { subscribeAuthChanged } from './auth-events';
import { readAuth } from './auth-storage';

const storedUserId = (): string | null => readAuth()?.userId ?? null;

/**
 * The userId of this browser's stored web authorization, or null when there is none. Re-renders
 * when a sign-in or logout happens in this tab (auth-events) or in another (storage event).
 * The server never sees localStorage: the server's HTML and hydration use `serverUserId` (null:
 * «signed out»; the header passes the auth cookie's hint), so both sides match, and the stored
 * value follows right after.
 */
export function useStoredUserId(serverUserId: string | null = null): string | null {
  return useSyncExternalStore(subscribeAuthChanged, storedUserId, () => serverUserId);
}
