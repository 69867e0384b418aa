import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { initdbInChildProcess, needsInitdb } from '@/lib/server/db/pglite-init';

const dir = mkdtempSync(path.join(os.tmpdir(), 'shtrafy-initdb-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PGlite initdb in a child process (a new data folder)', () => {
  it('leaves a cluster this process opens without running initdb, and memory untouched here', { timeout: 180_000 }, async () => {
    expect(needsInitdb(dir)).toBe(true);
    const heapBefore = process.memoryUsage().arrayBuffers;
    await initdbInChildProcess(dir);
    expect(needsInitdb(dir)).toBe(false);
    // initdb's WebAssembly memory (hundreds of MB) lived in the child, not in this process.
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(64 * 2 ** 20);
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(dir);
    const { rows } = await db.query<{ n: number }>('select 1 as n');
    expect(rows).toEqual([{ n: 1 }]);
    await db.close();
  });
});
