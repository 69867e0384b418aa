/**
 * How names and queries are compared in the directory search: lower case, `ё` as `е`, quotes and
 * repeated spaces dropped, so «Ромашка», "РОМАШКА" and ромашка match alike. Pure (no I/O).
 */
export function searchText(value: string): string {
  return value
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[«»"'“”„]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
