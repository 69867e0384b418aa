import 'server-only';
import { ERROR_STATUS } from '@/lib/contract/errors';
import { MSG_METHOD_NOT_SUPPORTED } from '@/lib/domain/messages';

/**
 * The methods some address of the site takes (RFC 9110 §9.3, PATCH of RFC 5789). Node's parser
 * also passes others (TRACE, WebDAV's PROPFIND, LINK…): on those the framework threw — a 500 in
 * English with a stack trace in the log for TRACE — or answered an empty 400.
 */
const SITE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** An answer written before the framework sees the request. */
export interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Headers of every early answer: nothing in it may run or be framed, and it is never cached. */
const LOCKED_DOWN = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/**
 * The answer to a request whose method the site cannot take, decided from the request line alone
 * before the framework runs (server-hooks.ts), or null to let the request through:
 * - a method no address takes: 501 (RFC 9110 §15.6.2, a method the server does not support for
 *   any resource) — under /105/api in the envelope, `method_not_implemented`; elsewhere in plain
 *   Russian text;
 * - anything but GET and HEAD on the home page `/`: 405 «Метод не поддерживается» with `Allow: GET,
 *   HEAD`. The home page is a static file the route guard does not see for a request without a body
 *   (proxy.ts), so the framework answered PUT and DELETE there in English. The same for the built
 *   files outside the route guard (`/_next/static/…`, `/_next/image`, `/favicon.ico`): a post to
 *   one was the framework's 500 in English, or the 404 page.
 * `url` is the request target as sent (`/path?query`, or absolute).
 */
export function unsupportedMethodAnswer(method: string | undefined, url: string | undefined): EarlyAnswer | null {
  const verb = (method ?? '').toUpperCase();
  const path = pathOf(url ?? '/');
  if (!SITE_METHODS.has(verb)) {
    if (path === '/105/api' || path.startsWith('/105/api/')) {
      const body = JSON.stringify({
        status: 'error',
        error: { code: 'method_not_implemented', errorDesc: `Сервис не принимает запросы ${verb.slice(0, 20)}` },
      });
      return {
        status: ERROR_STATUS.method_not_implemented,
        headers: { ...LOCKED_DOWN, 'content-type': 'application/json; charset=utf-8', 'x-request-id': crypto.randomUUID() },
        body,
      };
    }
    return plain(ERROR_STATUS.method_not_implemented, {});
  }
  if (readOnly(path) && verb !== 'GET' && verb !== 'HEAD') return plain(405, { allow: 'GET, HEAD' });
  return null;
}

/** The home page and the files the route guard does not see (its matcher in proxy.ts): only read. */
function readOnly(path: string): boolean {
  return path === '/' || path === '/favicon.ico' || path.startsWith('/_next/static/') || path === '/_next/image';
}

function plain(status: number, headers: Record<string, string>): EarlyAnswer {
  return {
    status,
    headers: { ...LOCKED_DOWN, ...headers, 'content-type': 'text/plain; charset=utf-8' },
    body: MSG_METHOD_NOT_SUPPORTED,
  };
}

/** The path of a request target: `/a?b` → `/a`; an absolute target (`http://host/a`) → `/a`. */
function pathOf(target: string): string {
  const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(target) ? target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '') : target;
  const end = path.search(/[?#]/);
  return (end === -1 ? path : path.slice(0, end)) || '/';
}
