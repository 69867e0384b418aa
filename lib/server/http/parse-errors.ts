import 'server-only';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_STATUS } from '@/lib/contract/errors';

/** What a request whose headers (its address among them) pass Node's 16 KiB limit is told. */
export const MSG_HEADERS_TOO_LARGE = 'Запрос слишком большой: сократите адрес или заголовки';
/** What a request Node's HTTP parser cannot read is told. */
export const MSG_MALFORMED_REQUEST = 'Запрос записан с ошибкой';

/**
 * The raw HTTP answer to a request Node's parser refused (`clientError`), in the API's envelope
 * (docs/api.md: every answer is JSON with `status`): 431 `headers_too_large` for headers over the
 * limit (a 20 000-character `?cursor=`), 400 `bad_request` for anything else the parser cannot read.
 * Null for what Node's own handling fits better: a timeout, a reset, a socket already answering.
 */
export function parseErrorAnswer(error: Error & { code?: string }, socket: Duplex): string | null {
  if (!error.code?.startsWith('HPE_') || !socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) return null;
  const code = error.code === 'HPE_HEADER_OVERFLOW' ? 'headers_too_large' : 'bad_request';
  const status = ERROR_STATUS[code];
  const errorDesc = code === 'headers_too_large' ? MSG_HEADERS_TOO_LARGE : MSG_MALFORMED_REQUEST;
  const body = JSON.stringify({ status: 'error', error: { code, errorDesc } });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
    body
  );
}
