/**
 * The closed set of `error.code` values of /105/api and the HTTP status each one answers with
 * (docs/api.md «Error codes»). Shared by the server, which may only raise these codes, and the
 * API client, which types `ApiError.code` with them. A new code is added here first.
 */
export const ERROR_STATUS = {
  /** A field or the query failed validation; `fields` names them. */
  invalid_input: 400,
  /** The request itself is malformed (a broken `%`-escape in the path or the body, a value the database refuses). */
  bad_request: 400,
  /** The current password is wrong or missing where one is required. */
  bad_password: 400,
  /** The account has no password yet (password change). */
  no_password: 400,
  /** The clientId is unknown: ask `GET client` for a new one. */
  unknown_client: 400,
  /** Confirming an address registered with a password: the password must be repeated or set anew. */
  password_required: 400,
  /** A mailed link (or an extension hand-over code) is used, expired or unknown. */
  bad_token: 400,
  /** `userId`, `rand` or `session` is missing or malformed (spec §8). */
  auth_invalid: 401,
  /** The session is wrong, expired or revoked (spec §8). */
  auth_failed: 401,
  /** Wrong e-mail or password. */
  bad_credentials: 401,
  /** A write from a browser page of another site. */
  csrf: 403,
  /** A sign-in hand-over to the extension asked for or exchanged by someone it is not for. */
  handover_refused: 403,
  /** Organizations are for legal entities (user type 3, spec §6): switch the account type first. */
  legal_entity_required: 403,
  /** No such object or path — also another user's object. */
  not_found: 404,
  /** The same document is already in the list. */
  duplicate: 409,
  /** A list is full (50 documents of a type). */
  limit: 409,
  /** The account is already registered. */
  already_registered: 409,
  /** The notification address is already confirmed: nothing to mail. */
  already_confirmed: 409,
  /** A concurrent request stored the same thing first. */
  conflict: 409,
  /** The API path exists but does not take this method; `Allow` lists the ones it takes. */
  method_not_allowed: 405,
  /** A charge cannot be paid: already paid, replaced by a bailiffs' order, nothing to pay (the message names the УИН). */
  not_payable: 409,
  /** A charge is held by another payment still in progress (the message names the УИН and the payment). */
  payment_in_progress: 409,
  /** A charge was already paid through us: send `confirm=1` to pay it again (the message names the УИН). */
  confirm_required: 409,
  /** The total priced now is not the one the page showed (`total`): a discount ended, or a charge changed; the message names both sums. */
  price_changed: 409,
  /** The body is over 256 KiB. */
  too_large: 413,
  /** The request's headers, its address among them, are over Node's 16 KiB (answered before any handler). */
  headers_too_large: 431,
  /** The body is not `application/x-www-form-urlencoded`. */
  unsupported_media_type: 415,
  /** Too many attempts; `Retry-After` says when to try again. */
  rate_limited: 429,
  /** An unexpected failure; details are only in the server log under the request id. */
  internal: 500,
  /** A method no path of the API takes (TRACE, PROPFIND…); answered before any handler. */
  method_not_implemented: 501,
  /** The database or another dependency is down; `Retry-After` says when to try again. */
  unavailable: 503,
} as const;

/** A code the server may put in `error.code`. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** An HTTP status some error code answers with. */
export type ErrorHttpStatus = (typeof ERROR_STATUS)[ErrorCode];

/** Codes the API client makes up itself when no envelope arrives (HTTP status 0 or the answer's). */
export const CLIENT_ERROR_CODES = ['network', 'bad_answer', 'unexpected_wait', 'unknown'] as const;

/** A code `ApiError` can carry: a server code or one of the client's own. */
export type ApiErrorCode = ErrorCode | (typeof CLIENT_ERROR_CODES)[number];

/** True when `code` is one of the server's codes (anything else from the wire becomes `unknown`). */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, code);
}

/** Longest request body the API reads, bytes (413 `too_large` above it). */
export const MAX_BODY_BYTES = 256 * 1024;
