import type { Metadata } from 'next';
import Link from 'next/link';
import { PlugFrame } from '@/components/layout/plug-frame';

export const metadata: Metadata = {
  title: 'Страница не найдена',
  robots: { index: false },
};

/** The 404 page for any address the app does not know. */
export default function NotFound() {
  return (
    <PlugFrame>
      <div className="card empty">
        <h1>Страница не найдена</h1>
        <p className="muted">Возможно, адрес набран с ошибкой или страница была удалена.</p>
        <p>
          <Link href="/" className="button">
            На главную
          </Link>
        </p>
      </div>
    </PlugFrame>
  );
}
