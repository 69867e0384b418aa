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
    // Two GET forms. The document filter holds no typed text: radio buttons and a select of the
    // person's own document ids, whose values are the list's own address (`?show=sts&document=12`),
    // as its links are. The lookup by УИН holds one field, a charge's number — not a person's
    // document — which the open API takes in its address too (spec §7 `fine/uinInfo?uin=`); its page
    // answers `?uin=` when scripts do not run.
    const getForms = new Set([
      path.join('components', 'documents', 'document-filter.tsx'),
      path.join('components', 'uin-lookup', 'uin-lookup.tsx'),
    ]);
    expect(forms.filter(({ file, tag }) => !/\bmethod="post"/.test(tag) && !getForms.has(file))).toEqual([]);
    const uinForm = readFileSync(path.join('components', 'uin-lookup', 'uin-lookup.tsx'), 'utf8');
    expect(uinForm.match(/<input\b/g)).toHaveLength(1);
    expect(uinForm).toContain("{...register('uin')}");
    const filter = readFileSync(path.join('components', 'documents', 'document-filter.tsx'), 'utf8');
    expect(filter).not.toMatch(/<input(?![^>]*type="(radio|hidden)")/);
  });
});
