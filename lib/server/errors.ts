import 'server-only';
import { ERROR_STATUS, type ErrorCode, type ErrorHttpStatus } from '@/lib/contract/errors';

/**
 * An expected failure that a person can act on. The route wrapper turns it into
 * `{ status: 'error', error: { code, errorDesc } }` with `httpStatus`. `errorDesc` is Russian
 * (or one of the exact spec messages); `code` comes from the closed table of
 * `lib/contract/errors.ts`, which alone decides the HTTP status: one code, one status.
 */
export class AppError extends Error {
  readonly httpStatus: ErrorHttpStatus;

  constructor(
    readonly code: ErrorCode,
    readonly errorDesc: string,
    readonly details?: { fields?: Record<string, string>; retryAfter?: number },
  ) {
    super(errorDesc);
    this.name = 'AppError';
    this.httpStatus = ERROR_STATUS[code];
  }
}

/** The codes of the table that answer with HTTP status `S`. */
type CodeWithStatus<S extends ErrorHttpStatus> = { [K in ErrorCode]: (typeof ERROR_STATUS)[K] extends S ? K : never }[ErrorCode];

/** True for an AppError, also from another copy of this module in a different server chunk. */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError || (error instanceof Error && error.name === 'AppError' && 'errorDesc' in error);
}

/** 400: the input is wrong; `fields` maps form field names to messages. */
export const badInput = (errorDesc: string, fields?: Record<string, string>, code: CodeWithStatus<400> = 'invalid_input') =>
  new AppError(code, errorDesc, { fields });

/** 404: not found — also what another user's object looks like, so ids cannot be probed. */
export const notFound = (errorDesc = 'Не найдено') => new AppError('not_found', errorDesc);

/** 409: conflicts with what is stored (duplicates, limits). */
export const conflict = (code: CodeWithStatus<409>, errorDesc: string) => new AppError(code, errorDesc);

/** 401: the auth triple is missing, malformed, wrong, expired or revoked (spec §8 messages). */
export const authInvalid = () => new AppError('auth_invalid', 'Authorization params are invalid');
export const authFailed = () => new AppError('auth_failed', 'Authorization failed');

/** 429: too many attempts; `retryAfter` seconds. */
export const tooMany = (errorDesc: string, retryAfter: number) => new AppError('rate_limited', errorDesc, { retryAfter });

/** 503: a dependency is down; the client may retry after `retryAfter` seconds. */
export const unavailable = (errorDesc: string, retryAfter = 30) => new AppError('unavailable', errorDesc, { retryAfter });
