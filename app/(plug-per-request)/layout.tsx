import type { ReactNode } from 'react';
import { NavigationRules } from '@/components/layout/navigation-rules';
import { PlugFrame } from '@/components/layout/plug-frame';
import { SignInHintFromCookie } from '@/components/layout/sign-in-hint-from-cookie';

/** Every page below renders per request: it carries that response's CSP nonce (lib/security/csp.ts). */
export const dynamic = 'force-dynamic';

/**
 * The plug layout of the pages rendered per request (sign-in links, the home form's refused post):
 * the same frame as the static home page's (app/(plug)/layout.tsx), with the auth cookie's sign-in
 * hint, so a visitor without JavaScript sees the account items that are theirs.
 */
export default function PlugPerRequestLayout({ children }: { children: ReactNode }) {
  return (
    <SignInHintFromCookie>
      <NavigationRules />
      <PlugFrame>{children}</PlugFrame>
    </SignInHintFromCookie>
  );
}
