import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';

/** Plug layout of the home page: just the logo above the content, nothing to distract from the form. */
export default function PlugLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="plug-header">
        <div className="container">
          <Logo />
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <div className="container">{children}</div>
      </main>
    </>
  );
}
