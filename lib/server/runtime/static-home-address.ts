import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The static home page (app/(plug)/page.tsx) is built once, so its canonical address and
 * structured data carry PUBLIC_URL as it was at `npm run build`. This says, at server start, when
 * the build was made for another address than the one the server now serves.
 */

/** The canonical address in the built home page of `distDir`, or null when the build has no static home page. */
export function builtHomeAddress(distDir: string): string | null {
  const file = path.join(distDir, 'server', 'app', 'index.html');
  if (!existsSync(file)) return null;
  return /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1] ?? null;
}

/**
 * An operator's warning (in English, like the other start-up messages) when the home page of `distDir` was built for another
 * address than `publicUrl` (PUBLIC_URL, without a trailing slash), else null.
 */
export function homeAddressWarning(distDir: string, publicUrl: string): string | null {
  const built = builtHomeAddress(distDir);
  const expected = `${publicUrl}/`;
  if (built === null || built === expected) return null;
  return (
    `The home page was built for ${built} but PUBLIC_URL is ${expected}: its canonical address and ` +
    `structured data name the old address until \`npm run build\` runs with this PUBLIC_URL.`
  );
}
