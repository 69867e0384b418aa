/**
 * Scroll positions of history entries (spec §2: «saved scroll is restored on back/forward»),
 * kept in sessionStorage so they survive a full page load in the same tab. An entry is known by
 * the Navigation API's `currentEntry.key` (stable for the entry's life), or by its address where
 * the browser has no Navigation API.
 */

const STORAGE_KEY = 'shtrafy:scroll-positions';
/** How many entries' positions are remembered (the oldest are forgotten first). */
const MAX_ENTRIES = 100;
/** How long a restore keeps trying while the page grows tall enough (content, images). */
const RESTORE_FOR_MS = 1_500;

interface NavigationLike {
  currentEntry?: { key: string } | null;
}

/** The key of the history entry on screen. */
export function currentEntryKey(): string {
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
  return navigation?.currentEntry?.key ?? `${window.location.pathname}${window.location.search}`;
}

function readAll(): Record<string, number> {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return raw && typeof raw === 'object' ? (raw as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Remembers the vertical scroll position `y` (px) of the entry `key`. */
export function savePosition(key: string, y: number): void {
  const all = readAll();
  delete all[key];
  all[key] = Math.max(0, Math.round(y));
  const keys = Object.keys(all);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete all[old];
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: positions are a convenience.
  }
}

/** The remembered position of the entry `key`, or null. */
export function savedPosition(key: string): number | null {
  const y = readAll()[key];
  return typeof y === 'number' && Number.isFinite(y) ? y : null;
}

/**
 * Scrolls to `y`, trying again on each frame while the page is still too short to get there (its
 * content or images arriving), for up to RESTORE_FOR_MS, and stopping as soon as the person
 * scrolls, taps or presses a key. `done` runs once at the end.
 */
export function scrollToPosition(y: number, done: () => void = () => undefined): void {
  const started = performance.now();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
    done();
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
  const attempt = () => {
    if (stopped) return;
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1 || performance.now() - started > RESTORE_FOR_MS) stop();
    else requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * Scrolls to the element a hash names (`#sources`, `#%D1%81…`), trying on the next frames while
 * it is not rendered yet. @returns false when the hash names nothing (yet).
 */
export function scrollToHash(hash: string): boolean {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    id = hash.replace(/^#/, '');
  }
  if (!id) return false;
  let tries = 0;
  const attempt = (): boolean => {
    const element = document.getElementById(id);
    if (element) {
      element.scrollIntoView();
      return true;
    }
    if (++tries < 30) requestAnimationFrame(() => void attempt());
    return false;
  };
  return attempt();
}
