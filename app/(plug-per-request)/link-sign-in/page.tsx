import type { Metadata } from 'next';
import { authFromQuery, localPath } from '@/lib/auth/cookie';
import { LINK_SIGN_IN_PATH } from '@/lib/auth/proxy-paths';
import { verifyTriple } from '@/lib/server/accounts/authenticate';
import { getUser } from '@/lib/server/accounts/service';
import { pageAccountIsUnsaved } from '@/lib/server/accounts/page-auth';
import { UnsavedAccountNotice } from '@/components/auth/unsaved-account-notice';
import { getDb } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { LinkSignIn } from './link-sign-in';
import { outageAware } from '@/lib/server/pages/outage-aware';

// A sign-in link is personal: never prerendered, cached or indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Вход по ссылке',
  robots: { index: false, follow: false },
  // Never the address (it holds the triple until the scripts clean it), but the origin: with
  // `no-referrer` the form's post would carry `Origin: null` and fail the cross-site check.
  referrer: 'strict-origin',
};

type Query = Record<string, string | string[] | undefined>;

/**
 * A sign-in link (`?userId=…&rand=…&session=…` on any page, redirected here by the proxy): the
 * triple is verified against the database before the browser may save it, and the person is asked
 * «Войти как …?» with the link's account's e-mail before anything is saved — a link can come from
 * anyone, and one into a stranger's account would collect what the person adds next (login CSRF).
 * The question is a form, so it works without JavaScript too (`POST /auth/triple`).
 */
async function LinkSignInPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') params.set(key, value);
  const triple = authFromQuery(params);
  const next = localPath(params.get('next'));
  const back = next.startsWith(LINK_SIGN_IN_PATH) ? '/' : next;
  const account = triple ? await accountOf(triple) : null;
  if (!account || !triple) return <LinkSignIn login={null} next={back} />;
  const unsaved = await pageAccountIsUnsaved(account.userId);
  return (
    <LinkSignIn
      login={{ ...triple, email: account.email }}
      next={back}
      warning={unsaved ? <UnsavedAccountNotice /> : undefined}
    />
  );
}

/** The account of a valid triple, or null when it is wrong, expired or revoked. */
async function accountOf(triple: {
  userId: string;
  rand: string;
  session: string;
}): Promise<{ userId: number; email: string | null } | null> {
  try {
    const db = await getDb();
    const { userId } = await verifyTriple(db, triple.userId, triple.rand, triple.session);
    return { userId, email: (await getUser(db, userId)).email };
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

export default outageAware(LinkSignInPage);
