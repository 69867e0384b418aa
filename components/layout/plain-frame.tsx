import type { ReactNode } from 'react';
import styles from './header.module.css';

/**
 * The barest page frame: the logo above the content. `logo` is `<Logo />` (the router's link home)
 * or, in the error boundary, `<DocumentLogo />`. `nav` fills the header's right side (PlugFrame
 * puts the account items there). The error and 404 pages use it without one: each boundary's
 * client code is loaded by every page, and the account items would come with it a second and third
 * time (README «Speed», JavaScript budget).
 */
export function PlainFrame({ children, nav, logo }: { children: ReactNode; nav?: ReactNode; logo: ReactNode }) {
  return (
    <>
      <header className={`plug-header ${styles.header}`}>
        <div className={`container ${styles.plugInner} ${styles.inner}`}>
          {logo}
          {nav}
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <div className="container">{children}</div>
      </main>
    </>
  );
}
