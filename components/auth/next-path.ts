import { localPath } from '@/lib/auth/cookie';

/**
 * The `next` parameter of the login page as a safe same-site path, or null. It is parsed as a URL
 * against the site's origin, the way a browser resolves it, and accepted only when it stays on
 * that origin: `//host`, `/\host`, a tab or newline after the slash (`/\t/host`, which browsers
 * strip to `//host`), `javascript:` and any absolute URL are refused. Control characters and
 * backslashes are refused outright, since browsers rewrite them. Returns path, query and hash.
 */
export function safeNextPath(raw: string | string[] | undefined): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return localPath(value, '') || null;
}
