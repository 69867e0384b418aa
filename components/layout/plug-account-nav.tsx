'use client';

import { usePathname } from 'next/navigation';
import { AccountNav } from './account-nav';

/** The account items alone (Войти, or Профиль and Выйти) for the plain frame of the home page. */
export function PlugAccountNav({ className, listClassName }: { className?: string; listClassName: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Аккаунт" className={className}>
      <ul className={listClassName}>
        <AccountNav pathname={pathname} />
      </ul>
    </nav>
  );
}
