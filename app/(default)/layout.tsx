import type { ReactNode } from 'react';
import { SignInHintFromCookie } from '@/components/layout/sign-in-hint-from-cookie';
import { SiteFooter } from '@/components/layout/site-footer';
import { NavigationRules } from '@/components/layout/navigation-rules';
import { SiteHeader } from '@/components/layout/site-header';

/** Every page below renders per request: it carries that response's CSP nonce (lib/security/csp.ts). */
export const dynamic = 'force-dynamic';

/** Default layout: header with navigation, the page, footer; the navigation rules of spec §2. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <SignInHintFromCookie>
      <NavigationRules />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <div className="container">{children}</div>
      </main>
      <SiteFooter />
    </SignInHintFromCookie>
  );
}
