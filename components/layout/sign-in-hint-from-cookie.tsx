import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { AUTH_COOKIE, parseAuthCookie } from '@/lib/auth/cookie';
import { SignInHintProvider } from './sign-in-hint';

/**
 * Gives the pages below it the auth cookie's userId as the header's sign-in hint
 * (SignInHintProvider). Reading the request's cookies makes those pages render per request, which
 * they do anyway for their CSP nonce; the static home page sits outside it.
 */
export async function SignInHintFromCookie({ children }: { children: ReactNode }) {
  const userId = parseAuthCookie((await cookies()).get(AUTH_COOKIE)?.value)?.userId ?? null;
  return <SignInHintProvider userId={userId}>{children}</SignInHintProvider>;
}
