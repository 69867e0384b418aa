import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './database-gate';
import { localPath } from '@/lib/auth/cookie';

/**
 * The page a visitor gets while the database is down, without JavaScript and for crawlers alike:
 * Russian, status 503 with `Retry-After` (search engines come back later instead of dropping the
 * page), a link that loads the same address again, nothing cached. Plain HTML with its own small
 * style, since the application's layout cannot render now. `returnTo`: the page is shown at an
 * address of its own (UNAVAILABLE_PATH), so a reload there would only show it again: after
 * `Retry-After` it opens the page asked for by itself (`<meta http-equiv="refresh">`).
 */
export function unavailablePage(path: string, { returnTo = false } = {}): Response {
  const again = escapeHtml(localPath(path));
  const refresh = returnTo ? `<meta http-equiv="refresh" content="${UNAVAILABLE_RETRY_AFTER_SECONDS};url=${again}">\n` : '';
  const retry = returnTo
    ? `Через ${UNAVAILABLE_RETRY_AFTER_SECONDS} секунд откроем страницу снова.`
    : 'Попробуйте обновить страницу через несколько секунд.';
  const html = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Сервис временно недоступен — Штрафы</title>
${refresh}<style>
body{margin:0;padding:0 1rem;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2937;background:#f5f6f8}
main{max-width:36rem;margin:12vh auto;padding:2rem 1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:0 0 .75rem}p{margin:.5rem 0}.muted{color:#4b5563}
a.button{display:inline-block;margin-top:.75rem;padding:.6rem 1.1rem;border-radius:8px;background:#1d4ed8;color:#fff;text-decoration:none}
a.button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
</style>
</head>
<body>
<main role="alert">
<h1>Сервис временно недоступен</h1>
<p class="muted">Сервер не может связаться со своей базой данных. Сохранённые в аккаунтах документы и штрафы при этом не пропадают.</p>
<p class="muted">${retry}</p>
<p><a class="button" href="${again}">Обновить страницу</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
