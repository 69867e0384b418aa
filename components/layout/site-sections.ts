/**
 * The site's public sections, in the order the footer and the phone header's menu list them. One
 * list, so a new section appears in both.
 */
export const SITE_SECTIONS = [
  { href: '/fines', label: 'Штрафы ГИБДД' },
  { href: '/taxes', label: 'Налоги' },
  { href: '/osago', label: 'ОСАГО' },
  { href: '/insurance', label: 'Страхование' },
  { href: '/journal', label: 'Журнал' },
  { href: '/news', label: 'Новости' },
] as const;

/** The person's own lists live under the content sections' addresses, but are not those sections. */
const PERSONAL_PATHS = ['/fines/list', '/taxes/list'] as const;

/**
 * Whether a header link points at the current section (`/news` is current on `/news/…` too). The
 * person's lists are not the content sections they sit under: on /fines/list «Мои штрафы» is
 * current, «Штрафы ГИБДД» (/fines) is not.
 */
export function isCurrentSection(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  const personal = PERSONAL_PATHS.find((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (personal && !(href === personal || href.startsWith(`${personal}/`))) return false;
  return pathname === href || pathname.startsWith(`${href}/`);
}
