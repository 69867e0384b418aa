import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { NavigationRules } from '@/components/layout/navigation-rules';
import { SiteHeader } from '@/components/layout/site-header';

/** Default layout: header with navigation, the page, footer; the navigation rules of spec §2. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <NavigationRules />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <div className="container">{children}</div>
      </main>
      <SiteFooter />
    </>
  );
}
