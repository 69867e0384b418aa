import type { ReactNode } from 'react';
import { SignInHintFromCookie } from '@/components/layout/sign-in-hint-from-cookie';
import { NavigationRules } from '@/components/layout/navigation-rules';

/** Every page below renders per request: it carries that response's CSP nonce (lib/security/csp.ts). */
export const dynamic = 'force-dynamic';

/** Empty layout: no header or footer (documents such as licences are shown on their own); the navigation rules of spec §2. */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <SignInHintFromCookie>
      <NavigationRules />
      <main id="main" className="site-main" tabIndex={-1}>
        <div className="container">{children}</div>
      </main>
    </SignInHintFromCookie>
  );
}
