import type { ReactNode } from 'react';
import { NavigationRules } from '@/components/layout/navigation-rules';

/** Empty layout: no header or footer (documents such as licences are shown on their own); the navigation rules of spec §2. */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <NavigationRules />
      <main id="main" className="site-main" tabIndex={-1}>
        <div className="container">{children}</div>
      </main>
    </>
  );
}
