'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { AccountNav } from './account-nav';
import { isCurrentSection } from './site-sections';
import styles from './header.module.css';

// Below 960 px «Проверить штрафы» and the editorial sections leave the line for the sections menu
// (SectionsMenu; the logo leads home too), so the header keeps to one line with room for «Профиль»,
// the e-mail and «Выйти».
const LINKS = [
  { href: '/', label: 'Проверить штрафы', className: styles.roomyOnly },
  { href: '/fines/list', label: 'Мои штрафы', className: undefined },
  { href: '/news', label: 'Новости', className: styles.roomyOnly },
  { href: '/journal', label: 'Журнал', className: styles.roomyOnly },
] as const;

/**
 * The header navigation; the current section is marked with `aria-current="page"`. The account
 * items (Войти, or Профиль and Выйти) depend on this browser's sign-in; on phones «Выйти» (or an
 * account's second «Войти») stands in the sections menu instead.
 */
export function MainNav({ className, listClassName }: { className?: string; listClassName?: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Основное меню" className={className}>
      <ul className={listClassName ? `main-nav__list ${listClassName}` : 'main-nav__list'}>
        {LINKS.map(({ href, label, className }) => (
          <li key={href} className={className}>
            <Link href={href} className="main-nav__link" aria-current={isCurrentSection(pathname, href) ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
        <AccountNav pathname={pathname} secondClassName={styles.wideOnly} />
      </ul>
    </nav>
  );
}
