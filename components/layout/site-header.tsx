import { Logo } from './logo';
import { MainNav } from './main-nav';

/** Header of the default layout: logo and the main navigation (wraps under the logo on phones). */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
        <MainNav />
      </div>
    </header>
  );
}
