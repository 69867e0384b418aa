import type { ReactNode } from 'react';
import { NavigationRules } from '@/components/layout/navigation-rules';
import { PlugFrame } from '@/components/layout/plug-frame';

/**
 * Plug layout of the home page: just the logo above the content, nothing to distract from the form,
 * and the site's footer below it; the navigation rules of spec §2. It reads nothing of the request: the home page is built once
 * (ADR 15). The plug pages rendered per request sit in app/(plug-per-request).
 */
export default function PlugLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <NavigationRules />
      <PlugFrame>{children}</PlugFrame>
    </>
  );
}
