import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .tsx file under `dir`. */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('forms', () => {
  it('all post, so nothing typed (a document number) ever lands in an address when scripts do not run', () => {
    const forms = ['components', 'app'].flatMap(tsxFiles).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return [...source.matchAll(/<form\b[^>]*>/g)].map((match) => ({ file, tag: match[0] }));
    });
    expect(forms.length).toBeGreaterThan(10);
    expect(forms.filter(({ tag }) => !/\bmethod="post"/.test(tag))).toEqual([]);
  });
});
