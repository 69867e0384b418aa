import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { LazyLoginView } from '@/components/auth/lazy-login-view';
import { parseLoginTab } from '@/components/auth/login-tab';
import { safeNextPath } from '@/components/auth/next-path';
import { Notice } from '@/components/ui/notice';
import { UnsavedAccountNotice } from '@/components/auth/unsaved-account-notice';
import { MSG_SIGN_IN_ENDED, pageAccountIsUnsaved } from '@/lib/server/accounts/page-auth';
import { outageAware } from '@/lib/server/pages/outage-aware';
import { parsePasswordRefusal, passwordRefusalText, TYPED_EMAIL_COOKIE, typedEmailOf } from '@/lib/auth/password-sign-in';

export const metadata: Metadata = {
  title: 'Вход',
  robots: { index: false },
};

/**
 * Login page; `?next=` is where to go after signing in (set by the route guard), `?tab=` opens
 * «Регистрация» (`register`), «Вход по ссылке» (`link`) or the password reset request (`forgot`);
 * `?ended=1` says that the sign-in of a signed-in page had ended (app/auth/ended, the session check);
 * `?failed=` why the password form posted without scripts did not sign in (app/auth/sign-in), with
 * the e-mail typed back in its field from that route's short-lived cookie.
 * A browser whose account has no e-mail is warned that signing in elsewhere leaves it.
 */
async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  // Why the password form posted without scripts came back (app/auth/sign-in/route.ts).
  const failed = parsePasswordRefusal(params.failed);
  const notice = failed ? (
    <Notice tone="danger" role="alert">
      <p>{passwordRefusalText(failed, params.wait)}</p>
    </Notice>
  ) : params.ended === '1' ? (
    <Notice tone="info" role="status">
      <p>{MSG_SIGN_IN_ENDED}</p>
    </Notice>
  ) : undefined;
  const warning = (await pageAccountIsUnsaved()) ? <UnsavedAccountNotice /> : undefined;
  const typedEmail = failed ? typedEmailOf((await cookies()).get(TYPED_EMAIL_COOKIE)?.value) : '';
  return (
    <LazyLoginView
      next={safeNextPath(params.next)}
      tab={parseLoginTab(params.tab)}
      notice={notice}
      warning={warning}
      typedEmail={typedEmail}
    />
  );
}

export default outageAware(LoginPage);
