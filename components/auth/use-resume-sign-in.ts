'use client';

import { useEffect } from 'react';
import { readAuth, storeAuthCookie } from '@/api-client/auth-storage';

/** sessionStorage key: the `next` this tab was last sent on to, and when (ms), so it never loops. */
const RESUMED_KEY = 'shtrafy:login-resumed';
const RESUME_AGAIN_AFTER_MS = 30_000;

/**
 * The route guard sent the visitor to /login?next=… because their request carried no valid auth
 * cookie, yet this browser may still hold a valid sign-in in localStorage (the cookie was lost or
 * deleted, or never set on this address). Then the sign-in is handed to the server again
 * (`POST /auth/cookie`, which verifies it and sets the cookie) and the visitor goes on to `next`
 * at once, instead of being asked to sign in while already signed in. A stored sign-in the server
 * refuses (ended elsewhere, expired) changes nothing: the login form stays. At most once per
 * `next` in 30 s per tab, so a cookie the guard keeps refusing cannot bounce the page back and forth.
 */
export function useResumeStoredSignIn(next: string | null): void {
  useEffect(() => {
    const stored = readAuth();
    if (!next || !stored) return;
    const [lastNext, lastAt] = (window.sessionStorage.getItem(RESUMED_KEY) ?? '').split('\n');
    if (lastNext === next && Date.now() - Number(lastAt) < RESUME_AGAIN_AFTER_MS) return;
    let cancelled = false;
    void storeAuthCookie(stored).then((ok) => {
      if (!ok || cancelled) return;
      window.sessionStorage.setItem(RESUMED_KEY, `${next}\n${Date.now()}`);
      window.location.replace(next);
    });
    return () => {
      cancelled = true;
    };
  }, [next]);
}
