import type { Metadata } from 'next';
import { mailedToken } from '@/lib/auth/mailed-token';
import { EmailConfirm } from '@/components/notifications/email-confirm';

export const metadata: Metadata = {
  title: 'Подтверждение адреса',
  robots: { index: false, follow: false },
};

/** `/email/confirm?token=…`, opened from the confirmation mail: one press confirms the notification address. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = mailedToken(raw);
  return <EmailConfirm token={token} />;
}
