'use client';

import { usePathname } from 'next/navigation';
import { AccountNav } from './account-nav';

/** The account items alone (Войти, or Профиль and Выйти) for the plain frame of the home page. */
export function PlugAccountNav({ className, listClassName }: { className?: string; listClassName: string }) {
  // Null outside the App Router (an error boundary rendered on its own): no item is current then.
  const pathname = usePathname() ?? '';
  return (
    <nav aria-label="Аккаунт" className={className}>
      <ul className={listClassName}>
        <AccountNav pathname={pathname} />
      </ul>
    </nav>
  );
}
