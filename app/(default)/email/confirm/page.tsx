import type { Metadata } from 'next';
import { EmailConfirm } from '@/components/notifications/email-confirm';
import { mailLinkPage } from '@/lib/server/notifications/mail-link-page';
import { confirmationLinkState, MSG_CONFIRM_LINK_INVALID } from '@/lib/server/notifications/confirmation';
import { outageAware } from '@/lib/server/pages/outage-aware';

export const metadata: Metadata = {
  title: 'Подтверждение адреса',
  robots: { index: false, follow: false },
};

/**
 * `/email/confirm?token=…`, opened from the confirmation mail: one press confirms the notification
 * address; a link already followed, expired or for an address changed since says so at once.
 */
async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const props = await mailLinkPage(await searchParams, confirmationLinkState, MSG_CONFIRM_LINK_INVALID);
  return <EmailConfirm {...props} />;
}

export default outageAware(Page);
