'use client';

import Link from 'next/link';

/** Russian title and text shown when a page could not be rendered (a dependency is down). */
export const UNAVAILABLE_TITLE = 'Сервис временно недоступен';

/**
 * The body of the error pages: what happened in plain Russian, a retry button and a way home.
 * Never the error's message or stack; only Next.js's opaque `digest` as a reference code for support.
 */
export function UnavailableNotice({ digest, onRetry }: { digest?: string; onRetry: () => void }) {
  return (
    <div className="card empty" role="alert">
      <h1>{UNAVAILABLE_TITLE}</h1>
      <p className="muted">Мы уже знаем о проблеме. Попробуйте обновить страницу через несколько секунд.</p>
      {digest && <p className="muted">Код ошибки: {digest}</p>}
      <p>
        <button type="button" className="button" onClick={onRetry}>
          Попробовать снова
        </button>
      </p>
      <p>
        <Link href="/">На главную</Link>
      </p>
    </div>
  );
}
