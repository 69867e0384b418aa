import type { ReactNode } from 'react';
import { Logo } from './logo';

/** The plain page frame: just the logo above the content, no menu to distract from it. */
export function PlugFrame({ children }: { children: ReactNode }) {
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
