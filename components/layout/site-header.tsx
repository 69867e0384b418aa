import { Logo } from './logo';
import { MainNav } from './main-nav';
import styles from './header.module.css';

/** Header of the default layout: logo and the main navigation, on one line on phones too. */
export function SiteHeader() {
  return (
    <header className={`site-header ${styles.header}`}>
      <div className={`container site-header__inner ${styles.inner}`}>
        <Logo />
        <MainNav className={styles.nav} listClassName={styles.list} />
      </div>
    </header>
  );
}
