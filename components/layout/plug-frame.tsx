import type { ReactNode } from 'react';
import { Logo } from './logo';
import { PlainFrame } from './plain-frame';
import { PlugAccountNav } from './plug-account-nav';
import { SiteFooter } from './site-footer';
import styles from './header.module.css';

/**
 * The plain page frame: the logo and only the account items (Войти, or Профиль and Выйти) above
 * the content, no menu to distract from it; below it the site's footer, so the home page still
 * leads to every section and to the documents a person accepts by using the service (plain links,
 * no scripts).
 */
export function PlugFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PlainFrame logo={<Logo />} nav={<PlugAccountNav className={styles.nav} listClassName={`main-nav__list ${styles.list}`} />}>
        {children}
      </PlainFrame>
      <SiteFooter />
    </>
  );
}
