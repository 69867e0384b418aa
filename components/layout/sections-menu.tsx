'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { AccountSecondItem } from './account-nav';
import { isCurrentSection, SITE_SECTIONS } from './site-sections';
import styles from './header.module.css';

const MENU_LINKS = [{ href: '/', label: 'Проверить штрафы' }, ...SITE_SECTIONS] as const;

/**
 * «Меню» of the default layout's header on phones and tablets (below 960 px, where the header's
 * line has no room for the sections): a disclosure listing «Проверить штрафы» and the site's
 * sections, and on phones the account's «Выйти». A `<details>` element, so it opens and closes
 * without JavaScript too; with scripts it also closes on Escape (focus back on its button), on a
 * press outside it and once a link in it is followed.
 */
export function SectionsMenu() {
  const pathname = usePathname();
  const menu = useRef<HTMLDetailsElement>(null);

  // A followed link (or the browser's back button) leaves the menu closed on the next page. Not
  // on the first run: a menu opened by a tap before the scripts woke up stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const close = (event: Event) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('focusin', close);
    details.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
      details.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    // `open` may differ from the server's HTML by then: a tap before the scripts woke up.
    <details ref={menu} className={styles.menu} suppressHydrationWarning>
      <summary className={`main-nav__link ${styles.menuButton}`}>
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <span className="visually-hidden">Меню</span>
      </summary>
      <div className={styles.menuPanel}>
        <nav aria-label="Меню разделов">
          <ul className={styles.menuList}>
            {MENU_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="main-nav__link"
                  aria-current={isCurrentSection(pathname, href) ? 'page' : undefined}
                  onClick={() => {
                    // The same page leaves the address unchanged: close here too.
                    if (menu.current) menu.current.open = false;
                  }}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className={`${styles.menuList} ${styles.narrowOnly}`} aria-label="Аккаунт">
          <AccountSecondItem pathname={pathname} />
        </ul>
      </div>
    </details>
  );
}
