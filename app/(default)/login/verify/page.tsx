import type { Metadata } from 'next';
import { mailedToken } from '@/lib/auth/mailed-token';
import { ConfirmAddressForm } from '@/components/auth/confirm-address-form';
import { ExpiredLinkNotice } from '@/components/auth/expired-link-notice';
import { addressClaimContext } from '@/lib/server/accounts/page-auth';
import { MSG_CONFIRM_LINK_EXPIRED } from '@/lib/server/accounts/verification';
import styles from '@/components/auth/auth.module.css';
import { outageAware } from '@/lib/server/pages/outage-aware';

export const metadata: Metadata = {
  title: 'Подтверждение e-mail',
  robots: { index: false, follow: false },
};

/**
 * `/login/verify?token=…`, opened from the address confirmation mail: confirm it and set a
 * password (or type the account's own); a link that can no longer be used says so at once, with
 * the way to a new one. The link's account decides the wording: a registration or a new sign-in e-mail.
 */
async function ConfirmAddressPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = mailedToken(raw);
  const context = token ? await addressClaimContext(token) : null;
  return (
    <div className={`stack ${styles.page}`}>
      <h1>Подтверждение e-mail</h1>
      <div className="card">
        {token && !context ? (
          <ExpiredLinkNotice message={MSG_CONFIRM_LINK_EXPIRED} requestHref="/login?tab=register" />
        ) : (
          <ConfirmAddressForm token={token} context={context ?? undefined} />
        )}
      </div>
    </div>
  );
}

export default outageAware(ConfirmAddressPage);
