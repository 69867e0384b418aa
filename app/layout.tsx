import type { Metadata, Viewport } from 'next';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { SignInHintProvider } from '@/components/layout/sign-in-hint';
import { AUTH_COOKIE, parseAuthCookie } from '@/lib/auth/cookie';
import { Providers } from './providers';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Штрафы — проверка и оплата штрафов ГИБДД', template: '%s — Штрафы' },
  description:
    'Проверка штрафов ГИБДД по СТС и госномеру: скидка за раннюю оплату, сроки, штрафы у приставов. Данные из ГИС ГМП.',
  applicationName: 'Штрафы',
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1d4ed8',
};

/** Every page renders per request: it carries that response's CSP nonce (lib/security/csp.ts). */
export const dynamic = 'force-dynamic';

/**
 * The root layout: Russian document, global styles and the client providers shared by every page,
 * with the auth cookie's userId as the header's sign-in hint (components/layout/sign-in-hint.tsx).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const signInHint = parseAuthCookie((await cookies()).get(AUTH_COOKIE)?.value)?.userId ?? null;
  return (
    <html lang="ru">
      <body>
        <a className="skip-link" href="#main">
          Перейти к содержимому
        </a>
        <SignInHintProvider userId={signInHint}>
          <Providers>{children}</Providers>
        </SignInHintProvider>
      </body>
    </html>
  );
}
