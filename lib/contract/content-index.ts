/**
 * The addresses of the site's content, shared inside one server process between the content
 * reads (lib/server/content/service.ts publishes it whenever it loads the catalog) and the proxy
 * (proxy.ts reads it). With it the proxy answers an unknown content address with a 404 page it
 * renders itself, so the message reaches a visitor without JavaScript: Next.js 16 renders
 * not-found.tsx on the server only for addresses no route matches, while notFound() from a
 * dynamic page leaves the 404 body to the browser's JavaScript. Pure: no I/O.
 */

/** The published index. */
export interface ContentIndex {
  /** Site paths of every published entry with an address (`/news/x`, `/osago`, `/journal/tags/y`). */
  paths: ReadonlySet<string>;
  /** Pages of each paginated list by its path (`/news` → 2); a list not here has one page. */
  listPages: ReadonlyMap<string, number>;
  /** When it was built (epoch ms). */
  builtAt: number;
}

/** An index older than this is not trusted (the content reads refresh it as often). */
export const CONTENT_INDEX_TTL_MS = 60_000;

const KEY = Symbol.for('shtrafy.content-index');
type Registry = { [KEY]?: ContentIndex };

/** Makes `index` the process's current index. */
export function publishContentIndex(index: ContentIndex): void {
  (globalThis as Registry)[KEY] = index;
}

/** The process's index while it is fresh, else null (nothing read yet, or too old to trust). */
export function currentContentIndex(now: number = Date.now()): ContentIndex | null {
  const index = (globalThis as Registry)[KEY];
  return index && now - index.builtAt < CONTENT_INDEX_TTL_MS ? index : null;
}

const LOADER = Symbol.for('shtrafy.content-index-loader');
type LoaderRegistry = { [LOADER]?: () => Promise<unknown> };

/**
 * Installs the server's catalog read, which publishes a fresh index (instrumentation.ts → the
 * content service): the proxy must not import server code, and Next.js bundles it apart.
 */
export function installContentIndexLoader(load: () => Promise<unknown>): void {
  (globalThis as LoaderRegistry)[LOADER] = load;
}

/**
 * The fresh index for a request to `pathname`: when it is missing or stale and the address is in a
 * content section, the installed catalog read runs first (a server that served no content page for
 * a minute would otherwise leave an unknown address to notFound(), whose 404 body is empty without
 * JavaScript). Null outside the content sections, without a loader, or when the read fails.
 */
export async function contentIndexFor(pathname: string, now: number = Date.now()): Promise<ContentIndex | null> {
  const current = currentContentIndex(now);
  if (current) return current;
  const load = (globalThis as LoaderRegistry)[LOADER];
  if (!load || !inContentSections(normalized(pathname))) return null;
  try {
    await load();
  } catch {
    return null;
  }
  return currentContentIndex();
}

/** Lists whose `?page=` the index knows; other list paths are tag pages (`/journal/tags/…`). */
const LISTS = new Set(['/news', '/journal']);
/** Sections whose every address below is an entry (the guarded lists have routes of their own). */
const ENTRY_PREFIXES = ['/news/', '/journal/', '/landing/', '/osago/', '/fines/', '/taxes/', '/licenses/'];
const SECTION_PAGES = new Set(['/osago', '/insurance', '/fines']);
/** Addresses inside the content sections that routes of their own serve. */
const OWN_ROUTES = [/^\/journal\/tags$/, /^\/news\/rss\.xml$/, /^\/(fines|taxes)\/list(\/|$)/];

/**
 * Whether `pathname` with `search` names content that exists: `unknown` for an address in a
 * content section that names no published entry, or a list page (`?page=`) past the end or not a
 * number; `known` for one that does; `other` for addresses outside the content sections.
 */
export function contentAddressVerdict(
  pathname: string,
  search: URLSearchParams,
  index: ContentIndex,
): 'known' | 'unknown' | 'other' {
  const path = normalized(pathname);
  if (OWN_ROUTES.some((route) => route.test(path))) return 'other';
  const isList = LISTS.has(path) || (path.startsWith('/journal/tags/') && index.paths.has(path));
  if (isList) {
    const page = search.get('page');
    if (page === null) return 'known';
    const pages = index.listPages.get(path) ?? 1;
    return /^[1-9]\d{0,5}$/.test(page) && Number(page) <= pages && search.getAll('page').length === 1 ? 'known' : 'unknown';
  }
  if (SECTION_PAGES.has(path)) return index.paths.has(path) ? 'known' : 'unknown';
  if (!ENTRY_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'other';
  return index.paths.has(path) ? 'known' : 'unknown';
}

/** The path as the index keys it: lower case, without trailing slashes. */
function normalized(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
}

/** True for an address the index has a say on (lists, section pages, entries; not own routes). */
function inContentSections(path: string): boolean {
  if (OWN_ROUTES.some((route) => route.test(path))) return false;
  return (
    LISTS.has(path) ||
    path.startsWith('/journal/tags/') ||
    SECTION_PAGES.has(path) ||
    ENTRY_PREFIXES.some((p) => path.startsWith(p))
  );
}
