/** Russian noun form for `n`: 1 штраф, 2 штрафа, 5 штрафов (11–14 take the third form). */
export function plural(n: number, one: string, few: string, many: string): string {
  const mod100 = n % 100;
  const mod10 = n % 10;
  if (mod100 >= 11 && mod100 <= 14) return many;
  if (mod10 === 1) return one;
  return mod10 >= 2 && mod10 <= 4 ? few : many;
}

/**
 * A count as Russian text writes it: thousands grouped by a no-break space (U+00A0), `20 000`.
 * Built by hand, as formatRubles is, so the server and every browser write the same.
 */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}
