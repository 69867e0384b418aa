import type { Metadata } from 'next';
import { authFromQuery, localPath } from '@/lib/auth/cookie';
import { LINK_SIGN_IN_PATH } from '@/lib/auth/proxy-paths';
import { verifyTriple } from '@/lib/server/accounts/authenticate';
import { getUser } from '@/lib/server/accounts/service';
import { getDb } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { LinkSignIn } from './link-sign-in';

// A sign-in link is personal: never prerendered, cached or indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Вход по ссылке',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Query = Record<string, string | string[] | undefined>;

/**
 * A sign-in link (`?userId=…&rand=…&session=…` on any page, redirected here by the proxy): the
 * triple is verified against the database before the browser may save it; the e-mail of its
 * account lets the page ask «Войти как …?» when another account is signed in in this browser.
 */
export default async function LinkSignInPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') params.set(key, value);
  const triple = authFromQuery(params);
  const next = localPath(params.get('next'));
  const back = next.startsWith(LINK_SIGN_IN_PATH) ? '/' : next;
  const account = triple ? await accountOf(triple) : null;
  return <LinkSignIn login={account && triple ? { ...triple, email: account.email } : null} next={back} />;
}

/** The account of a valid triple, or null when it is wrong, expired or revoked. */
async function accountOf(triple: { userId: string; rand: string; session: string }): Promise<{ email: string | null } | null> {
  try {
    const db = await getDb();
    const { userId } = await verifyTriple(db, triple.userId, triple.rand, triple.session);
    return { email: (await getUser(db, userId)).email };
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}
