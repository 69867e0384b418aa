import 'server-only';
import { env } from '@/lib/env';
import { AppError } from '@/lib/server/errors';
import { allowedExtensionOrigin } from '@/lib/server/extension/origin';

/**
 * CSRF defence for state-changing requests (OWASP: verify origin with standard headers).
 * A browser request from another site is refused unless its Origin is in API_ALLOWED_ORIGINS;
 * requests without Origin/Sec-Fetch-Site (server-to-server) and from the configured browser
 * extension (`EXTENSION_IDS`) pass — they cannot carry a victim's cookies, and the API is
 * authorized by query parameters anyway. An old browser that sends neither header still sends
 * the page it posts from as `Referer`: a foreign one is refused too (OWASP's fallback; a request
 * with no header at all passes, as before).
 * @throws AppError 403 for a cross-site browser request.
 */
export function assertSameOrigin(req: Request): void {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
  const origin = req.headers.get('origin');
  const site = req.headers.get('sec-fetch-site');
  if (origin && (isAllowedOrigin(origin, req) || allowedExtensionOrigin(origin))) return;
  if (!origin && (site === 'same-origin' || site === 'none')) return;
  if (!origin && site === null && refererAllowed(req)) return;
  throw new AppError('csrf', 'Запрос с другого сайта отклонён');
}

/** No `Referer`, or one of an allowed origin (an unreadable one is not). */
function refererAllowed(req: Request): boolean {
  const referer = req.headers.get('referer');
  if (referer === null) return true;
  try {
    return isAllowedOrigin(new URL(referer).origin, req);
  } catch {
    return false;
  }
}

/** Same origin as the request, PUBLIC_URL, or listed in API_ALLOWED_ORIGINS. */
export function isAllowedOrigin(origin: string, req: Request): boolean {
  const { API_ALLOWED_ORIGINS, PUBLIC_URL } = env();
  const own = new URL(req.url).origin;
  const host = req.headers.get('host');
  const allowed = new Set([own, new URL(PUBLIC_URL).origin, ...API_ALLOWED_ORIGINS.split(',').map((s) => s.trim())]);
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  return allowed.has(origin);
}
