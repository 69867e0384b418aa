'use client';

import { useEffect, useLayoutEffect } from 'react';
import { notifyAuthChanged } from '@/api-client/auth-events';
import { readAuth, readAuthRecord, saveAuth, storeAuthCookie } from '@/api-client/auth-storage';
import { ADOPT_COOKIE, parseAuthCookie } from '@/lib/auth/cookie';

/** localStorage key of the time the auth cookie was last renewed, ms since the epoch. */
const RENEWED_KEY = 'shtrafy:auth-cookie-renewed';
/** Renew the cookie's lifetime (the server's idle limit) at most this often. */
const RENEW_EVERY_MS = 24 * 60 * 60 * 1000;

/** The readable hand-over cookie's value from `document.cookie`, if any. */
function readAdoptCookie(): string | undefined {
  const prefix = `${ADOPT_COOKIE}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * Keeps this browser's two copies of the web sign-in together. Renders nothing.
 * 1. Adoption: a sign-in the server created while the page ran without JavaScript (the home
 *    form's POST) arrives as the HttpOnly auth cookie plus a readable one-shot copy. It is moved
 *    into localStorage (the API is called with the triple from there) and the copy is deleted.
 *    The server computed the session; the salt never left it. A guarded page's load carries the
 *    same copy of its cookie (proxy.ts), so a browser that dropped localStorage but kept the
 *    cookie is signed in again rather than sent to «Вход завершён» by its first API call.
 * 2. Renewal: the HttpOnly cookie lives as long as the server's idle limit, so once a day the
 *    stored sign-in is sent to the server to verify and set it again (also repairs a lost cookie).
 */
export function AuthSync() {
  // A layout effect runs before the passive effects in which React Query starts fetching, so the
  // first API call of the page already carries the adopted authorization.
  useLayoutEffect(() => {
    const triple = parseAuthCookie(readAdoptCookie());
    document.cookie = `${ADOPT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    if (!triple) return;
    const stored = readAuth();
    if (stored && stored.userId === triple.userId && stored.rand === triple.rand && stored.session === triple.session) return;
    const { clientId } = readAuthRecord();
    void saveAuth({ ...(clientId ? { clientId } : {}), ...triple });
    window.localStorage.setItem(RENEWED_KEY, String(Date.now()));
    notifyAuthChanged();
  }, []);

  useEffect(() => {
    const stored = readAuth();
    if (!stored) return;
    const renewed = Number(window.localStorage.getItem(RENEWED_KEY) ?? 0);
    if (Date.now() - renewed < RENEW_EVERY_MS) return;
    window.localStorage.setItem(RENEWED_KEY, String(Date.now()));
    void storeAuthCookie(stored);
  }, []);
  return null;
}
