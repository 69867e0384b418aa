import type { ReactNode } from 'react';
import { Logo } from './logo';
import { PlugAccountNav } from './plug-account-nav';
import styles from './header.module.css';

/**
 * The plain page frame: the logo and only the account items (Войти, or Профиль and Выйти) above
 * the content, no menu to distract from it.
 */
export function PlugFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className={`plug-header ${styles.header}`}>
        <div className={`container ${styles.plugInner} ${styles.inner}`}>
          <Logo textClassName={styles.logoText} />
          <PlugAccountNav className={styles.nav} listClassName={`main-nav__list ${styles.list}`} />
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <div className="container">{children}</div>
      </main>
    </>
  );
}
