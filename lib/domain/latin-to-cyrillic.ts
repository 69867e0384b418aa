/**
 * Latin letters that look like the Cyrillic letters used on plates and in СТС/ВУ series
 * (DOMAIN.md "Input masks": normalize A B E K M H O P C T Y X to Cyrillic before storing;
 * ГОСТ Р 50577-2018 picks plate letters that have Latin twins for exactly this reason).
 */
export const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  Y: 'У',
  X: 'Х',
};

/**
 * Upper-cases `s` and replaces each Latin twin with its Cyrillic letter (`a123bc` → `А123ВС`).
 * Other characters, including Latin letters without a twin, are kept for the validator to refuse.
 */
export function toCyrillicPlateLetters(s: string): string {
  let out = '';
  for (const ch of s.toUpperCase()) out += LATIN_TO_CYRILLIC[ch] ?? ch;
  return out;
}
