/**
 * The navigation rules of spec §2 that decide where the app may go, in one module:
 * - a link or a router push to another site is refused unless it is explicitly marked external,
 *   and a script URL (`javascript:`, `vbscript:`) is refused always (resolveNavigation);
 * - a full reload of the same path happens at most once per RELOAD_WINDOW_MS (reloadTo), so a
 *   page that keeps failing cannot reload itself in a loop.
 * The scroll rules live in components/layout/navigation-rules.tsx.
 */

/** Reload guard window (spec §2, §9: «a reload of the same path is allowed once per window of 10000 ms»). */
export const RELOAD_WINDOW_MS = 10_000;

/** Where a signed-out visitor is sent (spec §4: «reload to /login/»). */
export const LOGIN_PATH = '/login/';

/** /login/ for a visitor whose sign-in was found ended: the page says so (`ended=1`). */
export const SIGN_IN_ENDED_PATH = `${LOGIN_PATH}?ended=1`;

const RELOAD_RECORD_KEY = 'shtrafy:last-reload';

/** The one place that starts a full page load (jsdom cannot navigate: tests replace it). */
export const pageLoader = {
  assign(href: string): void {
    window.location.assign(href);
  },
};

/** What following an address amounts to. */
export type NavigationTarget =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused'; reason: 'script' | 'external' | 'invalid' };

/** Russian messages for a refused navigation, by reason. */
export const REFUSED_MESSAGES: Record<'script' | 'external' | 'invalid', string> = {
  script: 'Ссылка заблокирована: она пытается запустить программу в браузере',
  external: 'Переход отменён: ссылка ведёт на другой сайт',
  invalid: 'Переход отменён: адрес ссылки записан с ошибкой',
};

const SCRIPT_PROTOCOLS = new Set(['javascript:', 'vbscript:']);

/**
 * Classifies `href` as seen from a page of `origin` (spec §2): a script-protocol URL is always
 * refused; an http(s) address of the same origin is internal (path, query and hash); anything
 * else — another site, `mailto:`, `data:` — is external, allowed only when `external` is true.
 * The WHATWG URL parser reads the scheme as the browser does (`java\tscript:` is `javascript:`).
 */
export function resolveNavigation(
  href: string,
  { origin, external = false }: { origin: string; external?: boolean },
): NavigationTarget {
  let url: URL;
  try {
    url = new URL(href, `${origin}/`);
  } catch {
    return { kind: 'refused', reason: 'invalid' };
  }
  if (SCRIPT_PROTOCOLS.has(url.protocol)) return { kind: 'refused', reason: 'script' };
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin) {
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
  }
  return external ? { kind: 'external', url: url.toString() } : { kind: 'refused', reason: 'external' };
}

/** A path without its trailing slash (`/login/` and `/login` are one page: Next.js redirects one to the other). */
function samePathKey(pathAndQuery: string): string {
  const [path = '/', query = ''] = pathAndQuery.split('?', 2);
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return query ? `${bare}?${query}` : bare;
}

function readLastReload(): { path: string; at: number } | null {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(RELOAD_RECORD_KEY) ?? 'null') as unknown;
    if (raw && typeof raw === 'object' && 'path' in raw && 'at' in raw) {
      const { path, at } = raw as { path: unknown; at: unknown };
      if (typeof path === 'string' && typeof at === 'number') return { path, at };
    }
  } catch {
    // Storage unavailable or damaged: no record.
  }
  return null;
}

/**
 * Full page load of `path` (not a client-side route change): after a logout or an expired session
 * every cache, query and in-memory state of the old sign-in must go. Only a path of this site is
 * followed. Loading the page that is already open is a reload, allowed once per RELOAD_WINDOW_MS
 * for that path (spec §2 reload guard; the record lives in sessionStorage, so it survives the
 * reload itself). Going to another path is always allowed.
 * @returns true when the page load was started, false when it was refused.
 */
export function reloadTo(path: string): boolean {
  const target = resolveNavigation(path, { origin: window.location.origin });
  if (target.kind !== 'internal') return false;
  const key = samePathKey(target.href.split('#', 1)[0]!);
  const here = samePathKey(`${window.location.pathname}${window.location.search}`);
  if (key === here) {
    const last = readLastReload();
    const now = Date.now();
    if (last && last.path === key && now - last.at >= 0 && now - last.at < RELOAD_WINDOW_MS) return false;
    try {
      window.sessionStorage.setItem(RELOAD_RECORD_KEY, JSON.stringify({ path: key, at: now }));
    } catch {
      // Without storage the guard cannot remember; reloading once more is still better than never.
    }
  }
  pageLoader.assign(target.href);
  return true;
}

/**
 * A full page load of `href` under the navigation rules (spec §2): this site's addresses always,
 * another site's only when `external` is set (a payment gateway's page), a script URL never.
 * @returns false when the rules refused it.
 */
export function leavePageFor(href: string, { external = false }: { external?: boolean } = {}): boolean {
  const target = resolveNavigation(href, { origin: window.location.origin, external });
  if (target.kind === 'refused') return false;
  pageLoader.assign(target.kind === 'external' ? target.url : target.href);
  return true;
}

/** Reloads the page that is open, under the reload guard (reloadTo). @returns false when refused. */
export function reloadCurrentPage(): boolean {
  return reloadTo(`${window.location.pathname}${window.location.search}`);
}
