'use client';

import { UnavailableNotice, UNAVAILABLE_TITLE } from '@/components/layout/unavailable-notice';
import './globals.css';

/**
 * The last resort when even the root layout fails: its own Russian document with
 * «Сервис временно недоступен» and a retry, never a stack trace.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="ru">
      <head>
        <title>{UNAVAILABLE_TITLE}</title>
      </head>
      <body>
        <main id="main" className="site-main">
          <div className="container">
            <UnavailableNotice digest={error.digest} onRetry={reset} />
          </div>
        </main>
      </body>
    </html>
  );
}
