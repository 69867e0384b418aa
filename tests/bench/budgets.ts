/**
 * The JavaScript budget, in one place (README «Speed»). Sizes are first-load JavaScript of a
 * page: the scripts its first HTML references, gzip, in kB of 1024 bytes (tests/bench/first-load-js.ts).
 */

/**
 * An empty page of the same Next.js (16.4.6), measured the same way on the bench's fixture app
 * (tests/bench/fixture, `npm run bench -- js`). 170.4 kB with the `noModule` polyfills, which
 * modern browsers do not load and this measure leaves out.
 */
export const EMPTY_PAGE_KB = 131.7;

/** What a page may add to the empty page (issue 9 §3): the goal is `EMPTY_PAGE_KB + GOAL_OVER_EMPTY_KB`. */
export const GOAL_OVER_EMPTY_KB = 40;

/** The goal every budgeted page is printed against. */
export const GOAL_KB = EMPTY_PAGE_KB + GOAL_OVER_EMPTY_KB;

/**
 * Pages whose first-load JavaScript `npm run size` checks; it fails when one is above `maxKb`.
 * Measured 2026-11-24: 231.5, 216.6, 187.2, 263.6 kB; 2026-11-25: 189.6, 189.8, 188.1, 216.9 kB; now
 * 170.9, 171.1, 171.5, 171.3 kB with each page's own interactive parts (the check form, the login
 * forms, the fines list, the profile's cards) rendered by the server and hydrated when their code
 * arrives (README «Speed»). On 2026-11-27 the build's module ids grew from five digits to six
 * (Turbopack widens its deterministic ids as the module graph grows) and the same code became 171.5,
 * 171.7, 172.1, 171.9 kB; then the error boundaries stopped carrying their own copies of the router's
 * link (a plain link home instead, components/layout/logo-content.tsx): 165.2, 165.5, 165.9, 165.6 kB.
 */
export const PAGE_BUDGETS: readonly { route: string; maxKb: number }[] = [
  { route: '/', maxKb: GOAL_KB },
  { route: '/login', maxKb: GOAL_KB },
  { route: '/fines/list', maxKb: GOAL_KB },
  { route: '/profile', maxKb: GOAL_KB },
];
