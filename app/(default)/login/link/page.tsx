import type { Metadata } from 'next';
import { mailedToken } from '@/lib/auth/mailed-token';
import { parseLinkRefusal } from '@/lib/auth/link-sign-in';
import { getPageUser, pageAccountIsUnsaved, peekMailedLink } from '@/lib/server/accounts/page-auth';
import { UnsavedAccountNotice } from '@/components/auth/unsaved-account-notice';
import { TokenSignIn } from '@/components/auth/token-sign-in';
import { outageAware } from '@/lib/server/pages/outage-aware';

export const metadata: Metadata = {
  title: 'Вход по ссылке',
  robots: { index: false, follow: false },
};

/**
 * `/login/link?token=…`, opened from the sign-in mail: «Войти» signs in with the token. A used,
 * expired or made-up link says so at once (the token is looked up, not used up); `refused` is
 * why the no-JavaScript sign-in (`POST /auth/link`) came back here; a browser signed in already is
 * offered its fines.
 */
async function LoginLinkPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const token = mailedToken(params.token);
  const link = token ? await peekMailedLink(token, 'signin') : null;
  const refused = token && !link ? 'expired' : parseLinkRefusal(params.refused);
  // A spent link opened again by whoever it signed in (Back, a second press without scripts): say they are in.
  const signedIn = refused === 'expired' && (await getPageUser()) !== null;
  // Which account «Войти» opens: a link someone else forwarded would open theirs.
  const warning = link && (await pageAccountIsUnsaved()) ? <UnsavedAccountNotice /> : undefined;
  return <TokenSignIn token={token} refused={refused} email={link?.email ?? null} signedIn={signedIn} warning={warning} />;
}

export default outageAware(LoginLinkPage);
