import type { Metadata } from 'next';
import { mailedToken } from '@/lib/auth/mailed-token';
import { ExpiredLinkNotice } from '@/components/auth/expired-link-notice';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { peekMailedLink } from '@/lib/server/accounts/page-auth';
import { MSG_RESET_LINK_EXPIRED } from '@/lib/server/accounts/passwords-service';
import styles from '@/components/auth/auth.module.css';
import { FORGOT_PASSWORD_PATH } from '@/components/auth/sign-in-form';
import { outageAware } from '@/lib/server/pages/outage-aware';

export const metadata: Metadata = {
  title: 'Новый пароль',
  robots: { index: false, follow: false },
};

/**
 * `/login/reset?token=…`, opened from the password reset mail: set a new password; a link that
 * can no longer be used says so at once, with the way to a new one.
 */
async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = mailedToken(raw);
  // The account's address, which the link was mailed to: for password managers to save the new password under.
  const link = token ? await peekMailedLink(token, 'reset') : null;
  return (
    <div className={`stack ${styles.page}`}>
      <h1>Новый пароль</h1>
      <div className="card">
        {token && !link ? (
          <ExpiredLinkNotice message={MSG_RESET_LINK_EXPIRED} requestHref={FORGOT_PASSWORD_PATH} />
        ) : (
          <ResetPasswordForm token={token} email={link?.email} />
        )}
      </div>
    </div>
  );
}

export default outageAware(ResetPasswordPage);
