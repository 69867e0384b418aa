import type { Metadata } from 'next';
import { LazyLoginView } from '@/components/auth/lazy-login-view';
import { parseLoginTab } from '@/components/auth/login-tab';
import { safeNextPath } from '@/components/auth/next-path';

export const metadata: Metadata = {
  title: 'Вход',
  robots: { index: false },
};

/**
 * Login page; `?next=` is where to go after signing in (set by the route guard), `?tab=` opens
 * «Регистрация» (`register`), «Вход по ссылке» (`link`) or the password reset request (`forgot`).
 */
export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  return <LazyLoginView next={safeNextPath(params.next)} tab={parseLoginTab(params.tab)} />;
}
