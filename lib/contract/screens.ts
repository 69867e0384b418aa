/**
 * Screen names reported as screen views (spec §2 routes): the path with ids, slugs and tokens
 * replaced by the kind of page, so names are few and carry nothing personal. The funnel reads
 * `home`, `fines/list`, `prepayment` and `prepayment/success` (FUNNEL_SCREENS).
 */
const PATTERNS: [RegExp, string][] = [
  [/^\/fines\/list\/fine\/[^/]+$/, 'fines/list/fine'],
  [/^\/fines\/list\/order\/[^/]+$/, 'fines/list/order'],
  [/^\/taxes\/list\/[^/]+$/, 'taxes/list/item'],
  [/^\/journal\/tags\/[^/]+$/, 'journal/tag'],
  [/^\/journal\/(?!tags$)[^/]+$/, 'journal/article'],
  [/^\/news\/[^/]+$/, 'news/item'],
  [/^\/(landing|osago|licenses)\/.+$/, '$1/page'],
  [/^\/(fines|taxes)\/(?!list(\/|$)).+$/, '$1/page'],
];

/** The screen name of a path (`/` → `home`, `/fines/list/fine/42` → `fines/list/fine`). */
export function screenNameFor(pathname: string): string {
  const path = `/${pathname.split(/[?#]/)[0]!.split('/').filter(Boolean).join('/')}`;
  if (path === '/') return 'home';
  for (const [pattern, name] of PATTERNS) if (pattern.test(path)) return path.replace(pattern, name);
  // Any other path: its segments up to the first that is not a plain lower-case word.
  const words = [];
  for (const segment of path.slice(1).split('/')) {
    if (!/^[a-z][a-z-]{0,39}$/.test(segment)) break;
    words.push(segment);
  }
  return words.length > 0 ? words.join('/') : 'other';
}
