'use client';

import { DocumentLogo } from '@/components/layout/logo-content';
import { PlainFrame } from '@/components/layout/plain-frame';
import { UnavailableNotice } from '@/components/layout/unavailable-notice';

/**
 * What a person sees when a page fails to render (the database is down, a dependency fails):
 * a Russian «Сервис временно недоступен» with a retry, never a stack trace.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <PlainFrame logo={<DocumentLogo />}>
      <UnavailableNotice digest={error.digest} onRetry={reset} />
    </PlainFrame>
  );
}
