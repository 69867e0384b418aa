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

/** Whether a header link points at the current section (`/news` is current on `/news/…` too). */
export function isCurrentSection(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
