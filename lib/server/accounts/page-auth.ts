import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { AUTH_COOKIE } from '@/lib/auth/cookie';
import { getDb } from '@/lib/server/db/client';
import { userOfAuthCookie, type AuthUser } from './authenticate';
import { peekToken, type TokenOwner, type TokenPurpose } from './tokens';
import { findUserById } from './users-queries';
import type { AddressClaimContext } from '@/lib/contract/accounts';

/**
 * The signed-in user of a server-rendered page, verified against the database (never trusting
 * the proxy or any request header), or null when the cookie is missing, wrong, expired or revoked.
 */
export async function getPageUser(): Promise<AuthUser | null> {
  const value = (await cookies()).get(AUTH_COOKIE)?.value;
  return value ? userOfAuthCookie(await getDb(), value) : null;
}

/**
 * True when this browser's sign-in (its auth cookie, verified) is an account without a sign-in
 * e-mail: signing in to another account leaves it for good, with its documents, charges and
 * payments, since nothing signs in to it again. `signingInAs`: the account about to be signed in
 * to (a sign-in link's); false when that is the browser's own.
 */
export async function pageAccountIsUnsaved(signingInAs?: number): Promise<boolean> {
  const user = await getPageUser();
  if (!user || user.userId === signingInAs) return false;
  return !(await findUserById(await getDb(), user.userId))?.email;
}

/**
 * Said on /login when a signed-in page found the sign-in ended (`?ended=1`): expired, ended
 * elsewhere or forged. Kept out of the shared messages, which every page's scripts carry.
 */
export const MSG_SIGN_IN_ENDED =
  'Вход завершён: он устарел или был завершён на другом устройстве. Войдите снова, чтобы продолжить.';

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
  redirect(await signInPath(next));
}

/**
 * Where redirectToSignIn sends a visitor, for a form's route handler to answer with 303 (Next.js's
 * redirect is a 307 there, which would post the form again to /login).
 */
export async function signInPath(next: string): Promise<string> {
  const stale = (await cookies()).has(AUTH_COOKIE);
  return `${stale ? SIGN_IN_ENDED_PATH : '/login'}?next=${encodeURIComponent(next)}`;
}

/**
 * A live mailed link and the address it names, asked when its page opens, so that a used, expired
 * or made-up link says so before anything is typed, and the page can name it: the account a
 * sign-in link opens (`signin`), the new sign-in e-mail a consent agrees to (`change`), the
 * account whose password a reset link sets (`reset`). Null when the link can no longer be used.
 * Never uses the token up: the API's call does, once (lib/server/accounts/tokens.ts).
 * @throws what the database read throws (the page's 503 while the database is down).
 */
export async function peekMailedLink(token: string, purpose: TokenPurpose): Promise<TokenOwner | null> {
  return peekToken(await getDb(), token, purpose);
}

/**
 * The live `verify` link's address and account, for /login/verify to ask the right thing: a new
 * account sets a password (or not), one changing its sign-in e-mail types its password. Null when
 * the link can no longer be used. Never uses the token up.
 * @throws what the database read throws (the page's 503 while the database is down).
 */
export async function addressClaimContext(token: string): Promise<AddressClaimContext | null> {
  const db = await getDb();
  const claim = await peekToken(db, token, 'verify');
  const user = claim?.email ? await findUserById(db, claim.userId) : undefined;
  if (!claim?.email || !user) return null;
  return {
    email: claim.email,
    change: Boolean(user.email) && user.email !== claim.email,
    hasPassword: Boolean(user.passwordHash),
  };
}
