import 'server-only';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@/lib/outage/database-gate';
import { AppError, conflict, unavailable } from '@/lib/server/errors';

/** Seconds a client should wait before retrying while the database is unreachable (the pages' 503 says the same). */
export const DB_RETRY_AFTER_SECONDS = UNAVAILABLE_RETRY_AFTER_SECONDS;

/** Network errors of Node's sockets that mean the database cannot be reached. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * The SQLSTATE (or socket error code) of a database error, looked up on the error and on its
 * `cause` chain (Drizzle wraps driver errors in a DrizzleQueryError with the original as `cause`).
 * Works for node-postgres and PGlite errors alike. Undefined when there is none.
 */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (/^[0-9A-Z]{5}$/.test(code) || UNREACHABLE.has(code))) return code;
  }
  return undefined;
}

/**
 * Maps a database failure to the answer a client can act on, by SQLSTATE (never by message text):
 * - `23505` unique violation (two requests storing the same thing at once) → 409 `conflict`;
 * - class `22` data exceptions (a value the database refuses) → 400 `bad_request`;
 * - class `08` connection exceptions, `57P01`–`57P03` (shutdown, cannot connect now), `53300`
 *   (too many connections), `57014` (statement timeout) and refused or reset sockets →
 *   503 `unavailable` with `Retry-After`.
 * Anything else is not the client's business: undefined (the caller answers 500).
 */
export function appErrorFromDatabase(error: unknown): AppError | undefined {
  const code = databaseErrorCode(error);
  if (!code) return undefined;
  if (code === '23505') {
    return conflict('conflict', 'Эти данные только что сохранил другой запрос. Обновите страницу и проверьте результат');
  }
  if (code.startsWith('22')) return new AppError('bad_request', 'Недопустимое значение в запросе. Проверьте введённые данные');
  if (isUnavailable(code)) {
    return unavailable('Сервис временно недоступен. Попробуйте через несколько секунд', DB_RETRY_AFTER_SECONDS);
  }
  return undefined;
}

/** True when `error` (or its cause) is a database failure that means «cannot serve now» (isUnavailable). */
export function databaseUnavailable(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code !== undefined && isUnavailable(code);
}

/** True for SQLSTATEs and socket codes that mean «the database cannot serve now». */
export function isUnavailable(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code) || UNREACHABLE.has(code);
}
