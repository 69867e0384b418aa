import type { Metadata } from 'next';
import { EmailUnsubscribe } from '@/components/notifications/email-unsubscribe';

export const metadata: Metadata = {
  title: 'Отписка от уведомлений',
  robots: { index: false, follow: false },
};

/** `/email/unsubscribe?token=…`, opened from a notification: one press turns notifications off (opening never does). */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() || null;
  return <EmailUnsubscribe token={token} />;
}
