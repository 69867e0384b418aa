import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { REQUEST_PATH_HEADER } from '@/lib/auth/proxy-paths';
import { pageNotFoundMessage } from '@/lib/domain/messages';
import { shownInput } from '@/lib/domain/shown-input';
import { Logo } from '@/components/layout/logo';
import { PlainFrame } from '@/components/layout/plain-frame';

export const metadata: Metadata = {
  title: 'Страница не найдена',
  robots: { index: false },
};

/**
 * The 404 page for any address the app does not know (answered with HTTP 404 by Next.js). It
 * names the address asked for, `Page Not Found: {full path} (404)` (spec §8), taken from the
 * header the proxy sets and always overwrites, never from one a client could send; React
 * escapes it as text.
 */
export default async function NotFound() {
  const path = readablePath((await headers()).get(REQUEST_PATH_HEADER));
  return (
    <PlainFrame logo={<Logo />}>
      <div className="card empty">
        <h1>Страница не найдена</h1>
        {path && (
          <p>
            <code>{pageNotFoundMessage(path)}</code>
          </p>
        )}
        <p className="muted">Возможно, адрес набран с ошибкой или страница была удалена.</p>
        <p>
          <Link href="/" className="button">
            На главную
          </Link>
        </p>
      </div>
    </PlainFrame>
  );
}

/**
 * The path as the person typed it: percent-escapes decoded where they form valid UTF-8, control
 * characters (`%00`, `%0A`) shown as «�», and cut to 2 000 characters (shownInput).
 */
function readablePath(raw: string | null): string | null {
  if (!raw) return null;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // a broken escape: shown as it came
  }
  return shownInput(decoded, 2_000);
}
