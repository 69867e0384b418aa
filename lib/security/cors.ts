import { env } from '@/lib/env';

/**
 * CORS of /105/api (Fetch standard): pages on the origins listed in API_ALLOWED_ORIGINS may call
 * the API from a browser — the other-host client of README «Клиент на другом хосте». No
 * credentials: the API is authorized by query parameters, never by cookies. Preflights from
 * other origins are refused, and answers carry no CORS headers for them.
 */

const METHODS = 'GET, POST, PUT, PATCH, DELETE';
// deviceid, devicetimestamp, appversion: the tracking headers every call of the web client carries (spec §7).
const REQUEST_HEADERS = 'content-type, x-request-id, deviceid, devicetimestamp, appversion';
const EXPOSED_HEADERS = 'retry-after, x-request-id';
/** How long a browser may reuse a preflight answer, seconds. */
const PREFLIGHT_MAX_AGE = 600;

/** The origins of API_ALLOWED_ORIGINS, normalized (`https://a.example`); bad entries are skipped. */
export function allowedOrigins(list: string = env().API_ALLOWED_ORIGINS): Set<string> {
  const origins = new Set<string>();
  for (const entry of list.split(',')) {
    try {
      if (entry.trim()) origins.add(new URL(entry.trim()).origin);
    } catch {
      // A malformed entry allows nothing.
    }
  }
  return origins;
}

/** The request's Origin when it is listed in API_ALLOWED_ORIGINS, else null. */
export function corsOrigin(req: Request): string | null {
  const origin = req.headers.get('origin');
  return origin && allowedOrigins().has(origin) ? origin : null;
}

/** True for a CORS preflight to /105/api. */
export function isApiPreflight(req: Request): boolean {
  return (
    req.method === 'OPTIONS' &&
    new URL(req.url).pathname.startsWith('/105/api/') &&
    req.headers.has('access-control-request-method')
  );
}

/** The answer to a preflight: 204 with the allowed methods for a listed origin, 403 without CORS headers otherwise. */
export function answerPreflight(req: Request): Response {
  const origin = corsOrigin(req);
  if (!origin) return new Response(null, { status: 403, headers: { vary: 'Origin' } });
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': METHODS,
      'access-control-allow-headers': REQUEST_HEADERS,
      'access-control-max-age': String(PREFLIGHT_MAX_AGE),
      vary: 'Origin',
    },
  });
}

/** Adds the CORS headers of a listed origin to an API answer (and `Vary: Origin` to every answer). */
export function withCors(req: Request, res: Response): Response {
  res.headers.append('vary', 'Origin');
  const origin = corsOrigin(req);
  if (origin) {
    res.headers.set('access-control-allow-origin', origin);
    res.headers.set('access-control-expose-headers', EXPOSED_HEADERS);
  }
  return res;
}
