import { afterEach, describe, expect, it } from 'vitest';
import { env, resetEnvCache } from '@/lib/env';
import { DEV_EXTENSION_ID } from '@/lib/contract/extension';

const vars = process.env as Record<string, string | undefined>;
const NAMES = ['NODE_ENV', 'DATABASE_URL', 'PUBLIC_URL', 'EXTENSION_IDS'] as const;
const saved = Object.fromEntries(NAMES.map((n) => [n, vars[n]]));

function setEnv(values: Partial<Record<(typeof NAMES)[number], string>>): void {
  for (const name of NAMES) {
    if (values[name] === undefined) delete vars[name];
    else vars[name] = values[name];
  }
  resetEnvCache();
}

afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete vars[name];
    else vars[name] = saved[name];
  }
  resetEnvCache();
});

describe('EXTENSION_IDS (which extensions may receive a sign-in)', () => {
  it('trusts the development build on one machine and in development', () => {
    setEnv({ NODE_ENV: 'production' });
    expect(env().EXTENSION_IDS).toBe(DEV_EXTENSION_ID);
    setEnv({ NODE_ENV: 'development', DATABASE_URL: 'postgres://localhost/x' });
    expect(env().EXTENSION_IDS).toBe(DEV_EXTENSION_ID);
  });

  it('trusts none unless listed in a production deployment, whose development key is public', () => {
    setEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/x', PUBLIC_URL: 'https://shtrafy.example.ru' });
    expect(env().EXTENSION_IDS).toBe('');
    const store = 'abcdefghijklmnopabcdefghijklmnop';
    setEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://localhost/x',
      PUBLIC_URL: 'https://shtrafy.example.ru',
      EXTENSION_IDS: store,
    });
    expect(env().EXTENSION_IDS).toBe(store);
  });
});
