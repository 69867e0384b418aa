/**
 * The `next` parameter of the login page as a safe same-site path, or null: only `/something`,
 * never `//host` or `/\host` (which browsers treat as another site), so a link cannot use the
 * login page to send people elsewhere.
 */
export function safeNextPath(raw: string | string[] | undefined): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
