import type { Metadata } from 'next';
import { LoginPlaceholder } from '@/components/auth/login-placeholder';
import { safeNextPath } from '@/components/auth/next-path';

export const metadata: Metadata = {
  title: 'Вход',
  robots: { index: false },
};

/** Login page; `?next=` is where to go after signing in (set by the route guard). */
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const next = safeNextPath((await searchParams).next);
  return <LoginPlaceholder next={next} />;
}
