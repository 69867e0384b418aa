import { computeSession, newRand } from '@/lib/auth/session-hash';

/** A Next.js route handler as exported by `app/105/api/**\/route.ts`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route has its own params shape
type Handler = (req: Request, ctx: { params: Promise<any> }) => Promise<Response>;

/** The auth triple of a test user. */
export interface TestAuth {
  userId: string;
  rand: string;
  session: string;
  salt: string;
}

interface CallOptions {
  method?: string;
  query?: Record<string, string | number>;
  body?: Record<string, string | number> | string;
  params?: Record<string, string>;
  auth?: TestAuth;
  headers?: Record<string, string>;
}

/** The parsed envelope plus HTTP status and headers. */
export interface Answer {
  http: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/** Calls a route handler the way Next.js does, with a form-encoded body and the auth query. */
export async function call(handler: Handler, path: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(`http://localhost:3000/105/api/${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  if (options.auth) {
    url.searchParams.set('userId', options.auth.userId);
    url.searchParams.set('rand', options.auth.rand);
    url.searchParams.set('session', options.auth.session);
  }
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : new URLSearchParams(Object.entries(options.body).map(([k, v]) => [k, String(v)])).toString();
  const req = new Request(url, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    body,
    headers: { ...(body !== undefined && { 'content-type': 'application/x-www-form-urlencoded' }), ...options.headers },
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  return { http: res.status, headers: res.headers, json: await res.json() };
}

/** Builds the triple a client would compute from userId and salt. */
export function sessionFor(userId: string | number, salt: string): TestAuth {
  const rand = String(newRand());
  return { userId: String(userId), rand, salt, session: computeSession({ rand, userId, salt }) };
}
