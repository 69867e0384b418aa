import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { CHECK_ERRORS_COOKIE, decodeCheckErrors, decodeCheckValues } from '@/app/check/check-errors';
import { absoluteUrl } from '@/lib/server/content/seo';
import { HomeContent } from '@/components/home/home-content';
import { outageAware } from '@/lib/server/pages/outage-aware';

// The messages are this visitor's: read from their cookie on every request, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Проверьте данные автомобиля',
  robots: { index: false, follow: true },
  alternates: { canonical: absoluteUrl('/') },
};

/**
 * Where the home form's post without JavaScript comes back when it was refused (`POST /check`):
 * the home page's content with the server's messages and what was typed, read from their short-lived cookie
 * (app/check/check-errors.ts), above the form. The home page itself is static and cannot read them.
 */
async function CheckRefusedPage() {
  const cookie = (await cookies()).get(CHECK_ERRORS_COOKIE)?.value;
  return (
    <div className="hero">
      <HomeContent messages={decodeCheckErrors(cookie)} values={decodeCheckValues(cookie)} />
    </div>
  );
}

export default outageAware(CheckRefusedPage);
