import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
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

/**
 * The root layout: Russian document, global styles and the client providers shared by every page.
 * It reads nothing of the request, so the home page can be built once (app/(plug)/page.tsx); the
 * layouts of the pages rendered per request add the sign-in hint and say they are dynamic.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ru">
      <body>
        <a className="skip-link" href="#main">
          Перейти к содержимому
        </a>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
