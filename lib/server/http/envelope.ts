import 'server-only';

/** A `status: wait` answer: the work is under way; ask again after `wait` seconds. */
export class WaitAnswer {
  constructor(
    readonly wait: number,
    readonly data: Record<string, unknown> = {},
  ) {}
}

/** JSON response helper that always sets the request id and no-store caching. */
export function json(body: unknown, status: number, requestId: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-request-id': requestId,
      ...headers,
    },
  });
}
