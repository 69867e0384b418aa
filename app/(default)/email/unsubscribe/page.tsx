import type { Metadata } from 'next';
import { EmailUnsubscribe } from '@/components/notifications/email-unsubscribe';
import { mailLinkPage } from '@/lib/server/notifications/mail-link-page';
import { MSG_UNSUBSCRIBE_LINK_INVALID, unsubscribeLinkState } from '@/lib/server/notifications/unsubscribe';
import { outageAware } from '@/lib/server/pages/outage-aware';

export const metadata: Metadata = {
  title: 'Отписка от уведомлений',
  robots: { index: false, follow: false },
};

/**
 * `/email/unsubscribe?token=…`, opened from a notification: one press turns notifications off
 * (opening never does); a link already used or never issued says so at once.
 */
async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const props = await mailLinkPage(await searchParams, unsubscribeLinkState, MSG_UNSUBSCRIBE_LINK_INVALID);
  return <EmailUnsubscribe {...props} />;
}

export default outageAware(Page);
