import { afterEach } from 'vitest';
import { resetEnvCache } from '@/lib/env';

/**
 * A test file's control of some environment variables: `setEnv` sets those given and removes the
 * others of `names`, then forgets the cached configuration; after each test they are put back.
 */
export function envVariables<const N extends string>(names: readonly N[]) {
  const vars = process.env as Record<string, string | undefined>;
  const saved = Object.fromEntries(names.map((n) => [n, vars[n]]));
  afterEach(() => {
    for (const name of names) {
      if (saved[name] === undefined) delete vars[name];
      else vars[name] = saved[name];
    }
    resetEnvCache();
  });
  return function setEnv(values: Partial<Record<N, string>>): void {
    for (const name of names) {
      if (values[name] === undefined) delete vars[name];
      else vars[name] = values[name];
    }
    resetEnvCache();
  };
}
