import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/**
 * Every cookie and browser-storage key the site's pages write, as the code names them: cookies
 * (`…_COOKIE = 'shtrafy_…'`), storage keys (`…KEY = '…'`) of files that use localStorage or
 * sessionStorage, and the sign-in record (`shtrafy:auth:web`, a key built from the platform).
 */
function storedNames(): string[] {
  const names = new Set<string>(['shtrafy:auth:web']);
  for (const file of ['app', 'components', 'api-client', 'lib'].flatMap((d) => sources(path.join(root, d)))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/const [A-Z_]+_COOKIE = '([^']+)'/g)) names.add(m[1]!);
    if (!/(localStorage|sessionStorage)/.test(text) && !file.endsWith(path.join('lib', 'contract', 'tracking.ts'))) continue;
    for (const m of text.matchAll(/const [A-Z_]*KEY = '([^']+)'/g)) names.add(m[1]!);
  }
  return [...names].sort();
}

describe('the privacy policy’s table of cookies and browser storage (152-ФЗ ст. 18.1)', () => {
  it('names every cookie and storage key the site writes, and none it does not', () => {
    const policy = readFileSync(path.join(root, 'lib/server/content/seed/licenses/privacy.md'), 'utf8');
    const table = policy.slice(policy.indexOf('| Где'), policy.indexOf('\n\n', policy.indexOf('| Где')));
    const listed = [...table.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).sort();
    const written = storedNames();
    expect(written.length).toBeGreaterThanOrEqual(10);
    expect(listed).toEqual(written);
  });
});
