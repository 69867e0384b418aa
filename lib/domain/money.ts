/**
 * Money below the UI is integer kopeks (ARCHITECTURE.md §4); people see rubles with a comma
 * and the ₽ sign (DOMAIN.md "Money and fee": `1 500,00 ₽`).
 */

/** No-break space U+00A0: groups thousands and keeps the amount and ₽ on one line. */
export const NBSP = '\u00A0';

/**
 * Rounds a non-negative amount of kopeks with a fractional part to whole kopeks, half up
 * (0.5 kopek → 1 kopek). The `toFixed(6)` step removes binary noise such as 100.49999999999999
 * that should be 100.5. Negative values round symmetrically (half away from zero).
 */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Expected a finite number, got ${value}`);
  const cleaned = Number(Math.abs(value).toFixed(6));
  const rounded = Math.round(cleaned);
  return value < 0 ? -rounded : rounded;
}

/** Whole kopeks from an amount in rubles (`1500.5` → `150050`), rounded half up. */
export function kopeksFromRubles(rubles: number): number {
  return roundHalfUp(rubles * 100);
}

/**
 * Kopeks → `1 500,00 ₽`: thousands separated by U+00A0, comma before the kopeks,
 * U+00A0 before ₽. Built by hand rather than with Intl because ICU versions disagree on the
 * group separator for ru-RU (U+00A0 vs U+202F), and server and browser must render the same.
 * A fractional input is first rounded half up to whole kopeks.
 */
export function formatRubles(kopeks: number): string {
  const whole = roundHalfUp(kopeks);
  const abs = Math.abs(whole);
  const rubles = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const kop = String(abs % 100).padStart(2, '0');
  return `${whole < 0 ? '-' : ''}${rubles},${kop}${NBSP}₽`;
}

/**
 * Reads an amount a person or `formatRubles` wrote (`1 500,00 ₽`, `1500.5`, `750`) back into
 * kopeks; spaces of any kind and the ₽ sign are ignored, comma or dot before the kopeks.
 * Returns null when it is not an amount with at most two decimals.
 */
export function parseRublesToKopeks(text: string): number | null {
  const cleaned = text.replace(/[\s\u00A0\u202F₽]/g, '');
  const m = /^(-?)(\d+)(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!m) return null;
  const [, sign, rub, kop = ''] = m;
  const value = Number(rub) * 100 + Number(kop.padEnd(2, '0'));
  if (!Number.isSafeInteger(value)) return null;
  return sign === '-' ? -value : value;
}

const compactRubles = new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * An amount in kopeks as a short ruble figure for a chart's axis: `750 ₽`, `1,5 тыс. ₽`, `2,5 млн ₽`
 * (CLDR's Russian compact forms). Never rounds a small amount up to a thousand.
 */
export function formatCompactRubles(kopeks: number): string {
  return `${compactRubles.format(kopeks / 100)}${NBSP}₽`;
}

/**
 * A percentage as Russian text sets it: the number, a no-break space, the sign (`25 %`; ГОСТ 8.417
 * separates the unit from the number), so a line never breaks between them.
 */
export function formatPercent(percent: number): string {
  return `${percent}\u00A0%`;
}
