import type { ReactNode } from 'react';

/** Empty layout: no header or footer (documents such as licences are shown on their own). */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="site-main" tabIndex={-1}>
      <div className="container">{children}</div>
    </main>
  );
}
