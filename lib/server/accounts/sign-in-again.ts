import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { AUTH_COOKIE } from '@/lib/auth/cookie';

/** Where a page sends a visitor whose auth cookie is there but no longer valid (app/auth/ended/route.ts). */
export const SIGN_IN_ENDED_PATH = '/auth/ended';

/**
 * Sends a visitor of a signed-in page without a valid sign-in to /login with `next` (a path of this
 * site). One whose auth cookie is there but no longer valid (ended on another device, expired,
 * forged) goes through SIGN_IN_ENDED_PATH first, which clears the cookie, so the header stops
 * offering «Профиль», and /login says why.
 * @throws Next.js's redirect (never returns).
 */
export async function redirectToSignIn(next: string): Promise<never> {
  const stale = (await cookies()).has(AUTH_COOKIE);
  redirect(`${stale ? SIGN_IN_ENDED_PATH : '/login'}?next=${encodeURIComponent(next)}`);
}
