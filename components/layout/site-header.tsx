import { Logo } from './logo';
import { MainNav } from './main-nav';
import { SectionsMenu } from './sections-menu';
import styles from './header.module.css';

/** Header of the default layout: logo, the main navigation and, below 960 px, the sections menu; one line on phones too. */
export function SiteHeader() {
  return (
    <header className={`site-header ${styles.header}`}>
      <div className={`container site-header__inner ${styles.inner}`}>
        <Logo />
        <MainNav className={styles.nav} listClassName={styles.list} />
        <SectionsMenu />
      </div>
    </header>
  );
}
