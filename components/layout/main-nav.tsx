'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { AccountNav } from './account-nav';
import styles from './header.module.css';

// «Проверить штрафы» leaves phones: the logo leads to the same page, and the account items need the room.
const LINKS = [
  { href: '/', label: 'Проверить штрафы', className: styles.wideOnly },
  { href: '/fines/list', label: 'Мои штрафы', className: undefined },
  // The editorial sections stay off phones and tablets (the header keeps to one line, with room for
  // «Профиль», the e-mail and «Выйти»; the footer lists every section).
  { href: '/news', label: 'Новости', className: styles.roomyOnly },
  { href: '/journal', label: 'Журнал', className: styles.roomyOnly },
] as const;

/**
 * The header navigation; the current section is marked with `aria-current="page"`. The account
 * items (Войти, or Профиль and Выйти) depend on this browser's sign-in.
 */
export function MainNav({ className, listClassName }: { className?: string; listClassName?: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Основное меню" className={className}>
      <ul className={listClassName ? `main-nav__list ${listClassName}` : 'main-nav__list'}>
        {LINKS.map(({ href, label, className }) => {
          const current = href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href} className={className}>
              <Link href={href} className="main-nav__link" aria-current={current ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          );
        })}
        <AccountNav pathname={pathname} />
      </ul>
    </nav>
  );
}
