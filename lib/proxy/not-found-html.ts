/**
 * The 404 page the proxy answers for a content address that names nothing (see
 * lib/contract/content-index.ts): the same words and links as app/not-found.tsx, as plain HTML
 * with inline styles, because the proxy cannot render the React page; and its 403 page of an
 * organization hidden from a private person. Pure: no I/O.
 */
import { MSG_LEGAL_ENTITY_ONLY, pageNotFoundMessage } from '@/lib/domain/messages';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The path as the person typed it: percent-escapes decoded where they form valid UTF-8. */
function readablePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const STYLE = `
body{margin:0;background:#f5f6f8;color:#1b1f24;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}
.c{max-width:960px;margin:0 auto;padding:16px}
.logo{display:inline-flex;align-items:center;gap:8px;color:#1b1f24;font-weight:700;font-size:1.25rem;text-decoration:none}
.card{margin-top:24px;background:#fff;border:1px solid #d5d9e0;border-radius:12px;padding:32px 16px;text-align:center}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 12px}p{margin:0 0 12px}.muted{color:#4b5563}
code{font-family:ui-monospace,Menlo,Consolas,monospace;overflow-wrap:anywhere}
.button{display:inline-flex;align-items:center;min-height:48px;padding:12px 24px;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

/** A full HTML document of the proxy's own: the logo, then `card` (HTML) in a card, titled `title`. */
function plainPage(title: string, card: string): string {
  return `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} — Штрафы</title><link rel="icon" href="/icon.svg" type="image/svg+xml"><style>${STYLE}</style></head><body><header class="c"><a class="logo" href="/" aria-label="Штрафы — на главную"><svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><path d="M16 2 4 6.5v8.2C4 22.3 9.1 28.2 16 30c6.9-1.8 12-7.7 12-15.3V6.5L16 2Z" fill="#1d4ed8"/><path d="M10.5 16.2 14.4 20l7.4-8" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg><span aria-hidden="true">Штрафы</span></a></header><main id="main" class="c"><div class="card">${card}</div></main></body></html>`;
}

/** A full HTML document saying the page `pathAndQuery` does not exist (spec §8 message), Russian. */
export function notFoundHtml(pathAndQuery: string): string {
  const message = escapeHtml(pageNotFoundMessage(readablePath(pathAndQuery)));
  return plainPage(
    'Страница не найдена',
    `<h1>Страница не найдена</h1><p><code>${message}</code></p><p class="muted">Возможно, адрес набран с ошибкой или страница была удалена.</p><p><a class="button" href="/">На главную</a></p>`,
  );
}

/**
 * The 403 page of an organization's address for its member who is a private person now (user
 * type 1 sees no organizations, spec §6): why, that nothing is lost, and where to switch back.
 */
export function legalEntityOnlyHtml(): string {
  return plainPage(
    'Организация скрыта',
    `<h1>Организация скрыта</h1><p>${escapeHtml(MSG_LEGAL_ENTITY_ONLY)}.</p><p class="muted">Организации и их штрафы сохранены: они снова появятся, когда аккаунт станет юридическим лицом.</p><p><a class="button" href="/profile#profile-account">Открыть профиль</a></p>`,
  );
}
