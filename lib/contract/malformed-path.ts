import { ERROR_STATUS } from './errors';

/**
 * Answers for API paths the framework cannot route. Used by proxy.ts before routing, because
 * Next.js fails on a broken `%`-escape with a plain-text 500 (no envelope, no request id).
 */

/** True when some `%`-escape of the path does not decode (`/105/api/%E0%A4%A`, `/105/api/sts/%ZZ`). */
export function hasMalformedEscape(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
}

/** The 400 `bad_request` envelope for a malformed API path, with a fresh request id. */
export function malformedPathResponse(): Response {
  const requestId = crypto.randomUUID();
  const body = {
    status: 'error',
    error: { code: 'bad_request', errorDesc: 'Неверный адрес запроса: в пути испорчена %-последовательность' },
  };
  return new Response(JSON.stringify(body), {
    status: ERROR_STATUS.bad_request,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-request-id': requestId },
  });
}
