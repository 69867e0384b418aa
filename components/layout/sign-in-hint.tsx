'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** `undefined`: this HTML was built without a request (the static home page), so nobody knows. */
const SignInHintContext = createContext<string | null | undefined>(undefined);

/**
 * The userId of the auth cookie this request carried (lib/auth/cookie.ts format, not verified),
 * for the header's account items in the server's HTML: without it a signed-in visitor with
 * JavaScript off (signed in by the home form's post) was offered «Войти». A hint for the header
 * only; the data of every page and API call is verified on the server as before. Pages rendered
 * per request get it from their layout (components/layout/sign-in-hint-from-cookie.tsx); the
 * home page is built once for everybody and has none (`useSignInHint` answers undefined).
 */
export function SignInHintProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  return <SignInHintContext.Provider value={userId}>{children}</SignInHintContext.Provider>;
}

/**
 * The request's sign-in hint (see SignInHintProvider): the cookie's userId, null when the request
 * had no auth cookie, undefined on a page built without a request.
 */
export function useSignInHint(): string | null | undefined {
  return useContext(SignInHintContext);
}
