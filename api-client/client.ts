import { PUBLIC_API_BASE_URL } from '@/lib/public-env';
import { isErrorCode, type ApiErrorCode } from '@/lib/contract/errors';
import { APP_VERSION, TRACKING_HEADERS } from '@/lib/contract/tracking';
import { readAuth } from './auth-storage';
import { deviceId } from './device-id';

/**
 * A `status: error` answer (or a transport failure) as a typed error. `errorDesc` is for people;
 * `code` is one of the contract's codes (lib/contract/errors.ts) or the client's own `network`,
 * `bad_answer`, `unexpected_wait`, `unknown` (a code this client does not know).
 */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly errorDesc: string,
    readonly httpStatus: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(errorDesc);
    this.name = 'ApiError';
  }
}

/** A `status: wait` answer: ask again after `wait` seconds. */
export interface WaitAnswer {
  status: 'wait';
  wait: number;
  [key: string]: unknown;
}

/** A `status: ok` answer with its data. */
export type OkAnswer<T> = { status: 'ok' } & T;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  /** Sent form-encoded; undefined values are omitted (spec §5). */
  body?: Record<string, string | number | boolean | undefined>;
  /** Add `session`, `rand`, `userId` from the stored web authorization (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Let the request outlive the page (tracking sent while the page is being left). */
  keepalive?: boolean;
}

/** Headers every call carries (spec §7, ARCHITECTURE.md §5): the device id, its clock and the app version. */
export function trackingHeaders(): Record<string, string> {
  return {
    [TRACKING_HEADERS.deviceId]: deviceId(),
    [TRACKING_HEADERS.deviceTimestamp]: String(Date.now()),
    [TRACKING_HEADERS.appVersion]: APP_VERSION,
  };
}

/** Form-encodes a body, leaving out undefined fields; booleans become 1/0 (spec §5: doNotify). */
export function formEncode(body: RequestOptions['body'] = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    params.set(k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  }
  return params.toString();
}

/**
 * The only `fetch` of the client: calls `/105/api/{path}`, parses the envelope.
 * Resolves with the ok answer or a wait answer. @throws ApiError on `status: error`, a
 * network failure (code `network`) or an unreadable answer (code `bad_answer`).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<OkAnswer<T> | WaitAnswer> {
  const { method = 'GET', query = {}, body, auth = true, signal, keepalive } = options;
  const url = new URL(`${PUBLIC_API_BASE_URL || window.location.origin}/105/api/${path.replace(/^\//, '')}`);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
  if (auth) {
    const a = readAuth();
    if (!a) throw new ApiError('auth_invalid', 'Authorization params are invalid', 401);
    url.searchParams.set('session', a.session);
    url.searchParams.set('rand', a.rand);
    url.searchParams.set('userId', a.userId);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      signal,
      keepalive,
      headers: { ...trackingHeaders(), ...(body && { 'content-type': 'application/x-www-form-urlencoded' }) },
      body: body ? formEncode(body) : undefined,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('network', 'Нет связи с сервером. Проверьте интернет и попробуйте снова', 0);
  }
  let data: { status?: string; error?: { code?: string; errorDesc?: string; fields?: Record<string, string> } } & Record<
    string,
    unknown
  >;
  try {
    data = (await response.json()) as typeof data;
  } catch {
    throw new ApiError('bad_answer', 'Сервер ответил непонятно. Попробуйте позже', response.status);
  }
  if (data.status === 'ok') return data as OkAnswer<T>;
  if (data.status === 'wait') return data as unknown as WaitAnswer;
  const e = data.error ?? {};
  throw new ApiError(
    isErrorCode(e.code) ? e.code : 'unknown',
    e.errorDesc ?? 'Что-то пошло не так. Попробуйте снова',
    response.status,
    e.fields,
  );
}

/** Like `apiRequest`, for endpoints that never answer `wait`. @throws ApiError. */
export async function apiCall<T>(path: string, options?: RequestOptions): Promise<OkAnswer<T>> {
  const answer = await apiRequest<T>(path, options);
  if (answer.status === 'wait') throw new ApiError('unexpected_wait', 'Сервер ещё готовит ответ. Попробуйте снова', 202);
  return answer;
}

/**
 * True for an API answer that refuses the request itself (4xx but 408 and 429), as opposed to the
 * network or the server failing for now: asking again would get the same answer.
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500 && ![408, 429].includes(error.httpStatus);
}
