import 'server-only';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_STATUS } from '@/lib/contract/errors';

/** What a request whose headers (its address among them) pass Node's 16 KiB limit is told. */
export const MSG_HEADERS_TOO_LARGE = 'Запрос слишком большой: сократите адрес или заголовки';
/** What a request Node's HTTP parser cannot read is told. */
export const MSG_MALFORMED_REQUEST = 'Запрос записан с ошибкой';

/**
 * The raw HTTP answer to a request Node's parser refused (`clientError`): 431 for headers over the
 * limit (a 20 000-character `?cursor=`), 400 for anything else the parser cannot read. In the
 * API's envelope (docs/api.md: every answer is JSON with `status`; codes `headers_too_large`,
 * `bad_request`), unless the bytes read so far (`rawPacket`) show a page's address: a person who
 * followed an over-long link then reads the message as a page, not as JSON.
 * Null for what Node's own handling fits better: a timeout, a reset, a socket already answering.
 */
export function parseErrorAnswer(error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex): string | null {
  if (!error.code?.startsWith('HPE_') || !socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) return null;
  const code = error.code === 'HPE_HEADER_OVERFLOW' ? 'headers_too_large' : 'bad_request';
  const status = ERROR_STATUS[code];
  const errorDesc = code === 'headers_too_large' ? MSG_HEADERS_TOO_LARGE : MSG_MALFORMED_REQUEST;
  const page = isPageRequest(error.rawPacket);
  const body = page ? errorPage(errorDesc) : JSON.stringify({ status: 'error', error: { code, errorDesc } });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    `Content-Type: ${page ? 'text/html' : 'application/json'}; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n' +
    (page ? "Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'\r\n" : '') +
    'Connection: close\r\n\r\n' +
    body
  );
}

/**
 * True when the request line read so far names an address outside the API. Unknown (the line
 * arrived in an earlier chunk, or nothing readable) counts as the API's, whose contract is JSON.
 */
function isPageRequest(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  // The address as far as it was read (an over-long one may not end in this packet).
  const line = /^[A-Z]+ (\/[!-~]*)(?: |$)/.exec(rawPacket.subarray(0, 8192).toString('latin1'));
  const path = line?.[1];
  return path !== undefined && !/^\/105\/api(\/|\?|$)/.test(path);
}

/** A small Russian page for a browser: the message and a way back to the home page. */
function errorPage(message: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${message} — Штрафы</title>
<style>body{margin:0;padding:0 1rem;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2937;background:#f5f6f8}main{max-width:36rem;margin:12vh auto;padding:2rem 1.5rem;background:#fff;border-radius:12px}h1{font-size:1.4rem;margin:0 0 .75rem}a{color:#1d4ed8}</style>
</head>
<body>
<main>
<h1>${message}</h1>
<p>Ссылка слишком длинная или повреждена. Откройте <a href="/">главную страницу</a> и найдите нужное оттуда.</p>
</main>
</body>
</html>
`;
}
