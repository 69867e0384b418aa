import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { envVariables } from './env-vars';
import { DEV_EXTENSION_ID } from '@/lib/contract/extension';

const setEnv = envVariables(['NODE_ENV', 'DATABASE_URL', 'PUBLIC_URL', 'EXTENSION_IDS', 'APP_SECRET']);
const APP_SECRET = 'k'.repeat(32);

describe('EXTENSION_IDS (which extensions may receive a sign-in)', () => {
  it('trusts the development build on one machine and in development', () => {
    setEnv({ NODE_ENV: 'production' });
    expect(env().EXTENSION_IDS).toBe(DEV_EXTENSION_ID);
    setEnv({ NODE_ENV: 'development', DATABASE_URL: 'postgres://localhost/x' });
    expect(env().EXTENSION_IDS).toBe(DEV_EXTENSION_ID);
  });

  it('trusts none unless listed in a production deployment, whose development key is public', () => {
    setEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://localhost/x',
      PUBLIC_URL: 'https://shtrafy.example.ru',
      APP_SECRET,
    });
    expect(env().EXTENSION_IDS).toBe('');
    const store = 'abcdefghijklmnopabcdefghijklmnop';
    setEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://localhost/x',
      PUBLIC_URL: 'https://shtrafy.example.ru',
      EXTENSION_IDS: store,
      APP_SECRET,
    });
    expect(env().EXTENSION_IDS).toBe(store);
  });
});
