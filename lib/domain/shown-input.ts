/**
 * `value` as a person typed (or a file held) it, for a message that names it: cut to `max`
 * characters, control characters (a NUL, a line break, a tab) and invisible format characters
 * (zero-width spaces, direction marks: Unicode's Cf) shown as «�» rather than echoed raw into the
 * page or the answer, where a number with an invisible character in it would look right.
 */
export function shownInput(value: string, max: number): string {
  return value.slice(0, max).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Cf}]/gu, '\uFFFD');
}
