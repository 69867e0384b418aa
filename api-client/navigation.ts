/**
 * Full page load of `path` (not a client-side route change): after a logout or an expired
 * session every cache, query and in-memory state of the old sign-in must go. One function so
 * tests can replace it (jsdom cannot navigate).
 */
export function reloadTo(path: string): void {
  window.location.assign(path);
}

/** Where a signed-out visitor is sent (spec §4: «reload to /login/»). */
export const LOGIN_PATH = '/login/';
