import type { Metadata } from 'next';
import { mailedToken } from '@/lib/auth/mailed-token';
import { EmailChangeAgree } from '@/components/auth/email-change-agree';
import { ExpiredLinkNotice } from '@/components/auth/expired-link-notice';
import { peekMailedLink } from '@/lib/server/accounts/page-auth';
import { MSG_CHANGE_LINK_EXPIRED } from '@/lib/server/accounts/settings';
import styles from '@/components/auth/auth.module.css';
import { outageAware } from '@/lib/server/pages/outage-aware';

export const metadata: Metadata = {
  title: 'Смена e-mail для входа',
  robots: { index: false, follow: false },
};

/**
 * `/login/change-email?token=…`, opened from the mail sent to a password-less account's current
 * address: names the new address and asks for one press; a link that can no longer be used says so at once.
 */
async function EmailChangePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = mailedToken((await searchParams).token);
  const newEmail = token ? ((await peekMailedLink(token, 'change'))?.email ?? null) : null;
  if (token && !newEmail)
    return (
      <div className={`stack ${styles.page}`}>
        <h1>Смена e-mail для входа</h1>
        <div className="card">
          <ExpiredLinkNotice message={MSG_CHANGE_LINK_EXPIRED} requestHref="/profile" />
        </div>
      </div>
    );
  return <EmailChangeAgree token={token} newEmail={newEmail} />;
}

export default outageAware(EmailChangePage);
