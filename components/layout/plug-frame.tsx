import type { ReactNode } from 'react';
import { Logo } from './logo';
import { PlainFrame } from './plain-frame';
import { PlugAccountNav } from './plug-account-nav';
import styles from './header.module.css';

/**
 * The plain page frame: the logo and only the account items (Войти, or Профиль and Выйти) above
 * the content, no menu to distract from it.
 */
export function PlugFrame({ children }: { children: ReactNode }) {
  return (
    <PlainFrame logo={<Logo />} nav={<PlugAccountNav className={styles.nav} listClassName={`main-nav__list ${styles.list}`} />}>
      {children}
    </PlainFrame>
  );
}
