'use client';

import { createContext, useContext, type ReactNode } from 'react';

const SignInHintContext = createContext<string | null>(null);

/**
 * The userId of the auth cookie this request carried (lib/auth/cookie.ts format, not verified),
 * for the header's account items in the server's HTML: without it a signed-in visitor with
 * JavaScript off (signed in by the home form's post) was offered «Войти». A hint for the header
 * only; the data of every page and API call is verified on the server as before.
 */
export function SignInHintProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  return <SignInHintContext.Provider value={userId}>{children}</SignInHintContext.Provider>;
}

/** The request's sign-in hint (see SignInHintProvider), null when it had no auth cookie. */
export function useSignInHint(): string | null {
  return useContext(SignInHintContext);
}
