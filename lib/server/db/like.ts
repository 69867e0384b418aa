import 'server-only';

/**
 * Escapes `%`, `_` and the backslash of a value for a LIKE pattern, so a person's text is matched
 * as typed (PostgreSQL's default escape character is the backslash).
 */
export function likeEscaped(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
