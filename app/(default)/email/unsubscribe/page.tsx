import type { Metadata } from 'next';
import { mailedToken } from '@/lib/auth/mailed-token';
import { EmailUnsubscribe } from '@/components/notifications/email-unsubscribe';

export const metadata: Metadata = {
  title: 'Отписка от уведомлений',
  robots: { index: false, follow: false },
};

/** `/email/unsubscribe?token=…`, opened from a notification: one press turns notifications off (opening never does). */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = mailedToken(raw);
  return <EmailUnsubscribe token={token} />;
}
