'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAuthError, userQuery } from './accounts';
import { isSigningOut, notifyAuthChanged } from './auth-events';
import { clearAuth } from './auth-storage';
import { reloadTo, SIGN_IN_ENDED_PATH } from './navigation';

/** After this long on a page that should have reloaded, the reload is taken as blocked. */
export const REDIRECT_BLOCKED_AFTER_MS = 3_000;

/** State of the signed-in page's authorization check. */
export interface SessionCheck {
  /**
   * null until the user call answers; false when it returned the account; true when the answer
   * was empty or the authorization was rejected (spec §4). Other failures (network, 5xx) say
   * nothing about the sign-in and leave it null.
   */
  sessionExpired: boolean | null;
  /** True when the reload to the login page did not happen (blocked by the browser or a test). */
  redirectBlocked: boolean;
}

/**
 * The expired-authorization rule of signed-in pages (spec §4, §8), in one place: asks
 * `GET /105/api/user` once on load, and watches every React Query call of the page. When the
 * user answer is empty or any call is rejected with an auth code (401 `auth_failed`,
 * `auth_invalid`), the stored authorization is dropped and the page reloads to /login/, which
 * says why (`?ended=1`).
 */
export function useSessionCheck(): SessionCheck {
  const queryClient = useQueryClient();
  const [sessionExpired, setSessionExpired] = useState<boolean | null>(null);
  const [redirectBlocked, setRedirectBlocked] = useState(false);
  const leaving = useRef(false);

  const expire = useCallback(() => {
    // A logout in progress ends the session itself; it reloads to /login on its own.
    if (isSigningOut()) return;
    setSessionExpired(true);
    // Several calls may fail at once with the same cause; log out and reload only once.
    if (leaving.current) return;
    leaving.current = true;
    void clearAuth();
    notifyAuthChanged();
    reloadTo(SIGN_IN_ENDED_PATH);
    window.setTimeout(() => setRedirectBlocked(true), REDIRECT_BLOCKED_AFTER_MS);
  }, []);

  // Once per page load; the ref keeps React's development double effects from asking twice.
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    // staleTime 0: a server-rendered account may seed the cache, but the check must ask the
    // server. A request already running for the same key (the header's) is joined, not repeated.
    queryClient.fetchQuery({ ...userQuery(), staleTime: 0, retry: false }).then(
      (user) => (user ? setSessionExpired(false) : expire()),
      (error: unknown) => {
        if (isAuthError(error)) expire();
      },
    );
  }, [queryClient, expire]);

  useEffect(() => {
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isAuthError(event.action.error)) expire();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isAuthError(event.action.error)) expire();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, expire]);

  return { sessionExpired, redirectBlocked };
}
