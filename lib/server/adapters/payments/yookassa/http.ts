import 'server-only';
import { GatewayError } from '../types';

/** How the YooKassa client reaches the API and how patiently it retries. */
export interface YooKassaHttpOptions {
  /** `https://api.yookassa.ru/v3` (a local fake in tests). */
  baseUrl: string;
  shopId: string;
  secretKey: string;
  /** Tries per request, the first included (default 4). */
  attempts?: number;
  /** First backoff delay, doubled on each retry, with ±25 % jitter (default 400 ms). */
  baseDelayMs?: number;
  /** Per-try timeout (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One call to YooKassa API v3 (yookassa.ru/developers/using-api/interaction-format): HTTP Basic
 * auth with the shop id and secret key, JSON bodies, `Idempotence-Key` on every POST. Following
 * the response-handling rules of the documentation, a 500 (outcome unknown), a 429 (too many
 * requests) and a network failure or timeout are repeated with the same body and the same key,
 * with exponential backoff; any other 4xx is final. Returns the parsed JSON of a 200.
 * @throws GatewayError — `retryable` when the last try failed for one of the temporary reasons.
 */
export async function yooKassaRequest(
  options: YooKassaHttpOptions,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  idempotenceKey?: string,
): Promise<unknown> {
  const attempts = options.attempts ?? 4;
  const sleep = options.sleep ?? defaultSleep;
  const doFetch = options.fetch ?? fetch;
  const auth = Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64');
  let last: GatewayError = new GatewayError('YooKassa was not called', true);
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) {
      const base = (options.baseDelayMs ?? 400) * 2 ** (attempt - 2);
      await sleep(Math.round(base * (0.75 + Math.random() * 0.5)));
    }
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(idempotenceKey && { 'idempotence-key': idempotenceKey }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      last = new GatewayError(`YooKassa ${method} ${path}: no answer (${(error as Error).name})`, true);
      continue;
    }
    const text = await response.text().catch(() => '');
    if (response.status === 200) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        last = new GatewayError(`YooKassa ${method} ${path}: the answer is not JSON`, true, 200);
        continue;
      }
    }
    const described = describeError(text);
    const retryable = response.status === 429 || response.status >= 500;
    last = new GatewayError(`YooKassa ${method} ${path}: HTTP ${response.status}${described}`, retryable, response.status);
    if (!retryable) throw last;
  }
  throw last;
}

/** ` invalid_request: description (parameter)` from a YooKassa error body, or ''. Carries no secrets. */
function describeError(text: string): string {
  try {
    const e = JSON.parse(text) as { code?: unknown; description?: unknown; parameter?: unknown };
    const parts = [e.code, e.description].filter((p) => typeof p === 'string').join(': ');
    const parameter = typeof e.parameter === 'string' ? ` (${e.parameter})` : '';
    return parts ? ` ${parts.slice(0, 200)}${parameter}` : '';
  } catch {
    return '';
  }
}
