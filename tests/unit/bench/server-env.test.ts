import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, START_SCRIPT } from '@/tests/bench/server-env';

describe('the environment the server starts with', () => {
  it('is what npm start sets and what the benches give the processes they start', () => {
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe(START_SCRIPT);
    expect(START_SCRIPT).toBe('cross-env MALLOC_TRIM_THRESHOLD_=131072 next start');
    expect(Object.keys(SERVER_ENV)).toEqual(['MALLOC_TRIM_THRESHOLD_']);
  });
});
