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
    // The one GET form holds no typed text: radio buttons and a select of the person's own document
    // ids, whose values are the list's own address (`?show=sts&document=12`), as its links are.
    const choicesOnly = new Set([path.join('components', 'documents', 'document-filter.tsx')]);
    expect(forms.filter(({ file, tag }) => !/\bmethod="post"/.test(tag) && !choicesOnly.has(file))).toEqual([]);
    const filter = readFileSync(path.join('components', 'documents', 'document-filter.tsx'), 'utf8');
    expect(filter).not.toMatch(/<input(?![^>]*type="(radio|hidden)")/);
  });
});
