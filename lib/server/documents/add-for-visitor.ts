import 'server-only';
import { authCookieOf, userOfAuthCookie } from '@/lib/server/accounts/authenticate';
import type { Db } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';

/**
 * For a page's form posted without JavaScript (`/check`, `/check/inn`): adds a document for the
 * visitor of a valid auth cookie by `add(userId)` — one already on their list is fine — and says
 * true; false when the cookie is missing, expired or revoked (the visitor continues as a new one).
 * @throws whatever `add` throws but the duplicate's 409.
 */
export async function addForSignedInVisitor(db: Db, req: Request, add: (userId: number) => Promise<unknown>): Promise<boolean> {
  const user = await userOfAuthCookie(db, authCookieOf(req));
  if (!user) return false;
  try {
    await add(user.userId);
  } catch (error) {
    if (!(isAppError(error) && error.code === 'duplicate')) throw error;
  }
  return true;
}
