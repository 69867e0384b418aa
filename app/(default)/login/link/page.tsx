import type { Metadata } from 'next';
import { mailedToken } from '@/lib/auth/mailed-token';
import { TokenSignIn } from '@/components/auth/token-sign-in';

export const metadata: Metadata = {
  title: 'Вход по ссылке',
  robots: { index: false, follow: false },
};

/** `/login/link?token=…`, opened from the sign-in mail: signs in with the token in the browser. */
export default async function LoginLinkPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await searchParams).token;
  const token = mailedToken(raw);
  return <TokenSignIn token={token} />;
}
