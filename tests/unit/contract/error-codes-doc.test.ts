import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '@/lib/contract/errors';

/** `code → status` as the table of docs/api.md «Error codes» lists them. */
function documentedCodes(): Record<string, number> {
  const doc = readFileSync(path.resolve(__dirname, '../../../docs/api.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Error codes'), doc.indexOf('## Authorization'));
  const rows = [...section.matchAll(/^\| `([a-z_]+)`\s*\| (\d{3})\s*\|/gm)];
  return Object.fromEntries(rows.map((m) => [m[1]!, Number(m[2])]));
}

describe('docs/api.md lists the error contract', () => {
  it('documents every code with its status, and no other', () => {
    expect(documentedCodes()).toEqual(ERROR_STATUS);
  });
});
