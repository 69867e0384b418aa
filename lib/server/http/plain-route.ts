import 'server-only';
import { isAppError } from '@/lib/server/errors';
import { appErrorFromDatabase } from './db-errors';
import { logError } from './log';

/** Said when something failed that is not the visitor's doing (no details leave the server). */
const MSG_PLAIN_UNEXPECTED = 'Что-то пошло не так. Попробуйте снова';

/**
 * A plain-text answer in Russian for an address a person or a crawler opens directly (a download,
 * a feed), never cached. `retryAfter` in seconds for a 503.
 */
export function plainText(status: number, text: string, retryAfter?: number): Response {
  return new Response(text, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...(retryAfter !== undefined && { 'retry-after': String(retryAfter) }),
    },
  });
}

/**
 * Runs a route handler outside the API (the fleet's download, the news feed) with the API's error
 * contract in plain text: a known refusal (AppError) keeps its status and Russian message; a
 * database that cannot serve answers 503 with Retry-After (a crawler comes back later instead of
 * dropping the feed); anything else is logged and answers 500 with a Russian sentence, no stack.
 */
export async function plainRoute(name: string, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    const known = isAppError(error) ? error : appErrorFromDatabase(error);
    if (known) return plainText(known.httpStatus, known.errorDesc, known.details?.retryAfter);
    logError(`${name} failed`, error);
    return plainText(500, MSG_PLAIN_UNEXPECTED);
  }
}
