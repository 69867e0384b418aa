import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { heapGrowthFlag } from '@/lib/server/runtime/heap-growth';
import { envVariables } from './env-vars';

const setEnv = envVariables(['HEAP_GROWING_PERCENT']);

describe('HEAP_GROWING_PERCENT (how far the heap grows past what is alive)', () => {
  it('is 10 % unless set, and becomes V8’s flag', () => {
    setEnv({});
    expect(env().HEAP_GROWING_PERCENT).toBe(10);
    expect(heapGrowthFlag(env().HEAP_GROWING_PERCENT)).toBe('--heap-growing-percent=10');
  });

  it('0 leaves V8’s own factor', () => {
    setEnv({ HEAP_GROWING_PERCENT: '0' });
    expect(heapGrowthFlag(env().HEAP_GROWING_PERCENT)).toBeNull();
  });

  it('refuses what is not a whole percent from 0 to 300', () => {
    for (const value of ['-5', '12.5', 'много', '1000']) {
      setEnv({ HEAP_GROWING_PERCENT: value });
      expect(() => env()).toThrow(/HEAP_GROWING_PERCENT/);
    }
  });
});
