'use client';

/** Russian title and text shown when a page could not be rendered (a dependency is down). */
export const UNAVAILABLE_TITLE = 'Сервис временно недоступен';

/**
 * The body of the error pages: what happened in plain Russian, a retry button and a way home.
 * Never the error's message or stack; only Next.js's opaque `digest` as a reference code for support.
 * The way home is a plain link: a whole new page is the sure way back after a failed render, and the
 * error boundaries' code, which every page loads, does not carry the router's link a second time.
 */
export function UnavailableNotice({ digest, onRetry }: { digest?: string; onRetry: () => void }) {
  return (
    <div className="card empty" role="alert">
      <h1>{UNAVAILABLE_TITLE}</h1>
      <p className="muted">Попробуйте обновить страницу через несколько секунд.</p>
      {digest && <p className="muted">Код ошибки: {digest}</p>}
      <p>
        <button type="button" className="button" onClick={onRetry}>
          Попробовать снова
        </button>
      </p>
      <p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a whole new page on purpose (see above) */}
        <a href="/">На главную</a>
      </p>
    </div>
  );
}
