'use client';

import { usePathname } from 'next/navigation';
import { useLayoutEffect } from 'react';
import { readAuth, readAuthRecord, saveAuth } from '@/api-client/auth-storage';
import { AUTH_COOKIE, parseAuthCookie } from '@/lib/auth/cookie';

/** The `shtrafy_auth` cookie value from `document.cookie`, if any. */
function readAuthCookie(): string | undefined {
  const prefix = `${AUTH_COOKIE}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * Copies a login that arrived through query parameters into localStorage (spec §3): the proxy
 * stores `userId.rand.session` in the cookie and strips the parameters, so the page has to pick
 * it up from there. Runs when localStorage holds no web authorization or a different one (the
 * cookie is written by saveAuth too, so a mismatch means a newer login through the link).
 * No salt is stored: the link does not carry one. Renders nothing.
 */
export function AuthSync() {
  const pathname = usePathname();
  // A layout effect runs before the passive effects in which React Query starts fetching, so the
  // first API call of the page already carries the authorization.
  useLayoutEffect(() => {
    const triple = parseAuthCookie(readAuthCookie());
    if (!triple) return;
    const stored = readAuth();
    if (stored && stored.userId === triple.userId && stored.rand === triple.rand && stored.session === triple.session) return;
    const { clientId } = readAuthRecord();
    saveAuth({ ...(clientId ? { clientId } : {}), ...triple });
  }, [pathname]);
  return null;
}
