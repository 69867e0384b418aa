import { describe, expect, it } from 'vitest';
import {
  cachedVerification,
  forgetUser,
  rememberVerification,
  VERIFY_CACHE_MAX,
  VERIFY_CACHE_TTL_MS,
  verifyCacheKey,
} from '@/lib/server/accounts/verify-cache';

const auth = (userId: number) => ({ userId, userType: 1, credentialId: userId * 10 });

describe('the cache of successful session verifications', () => {
  it('answers within the TTL and forgets after it (time passed in, not read from the clock)', () => {
    const key = verifyCacheKey(1, '12345678', 'a'.repeat(64));
    rememberVerification(key, auth(1), 1_000);
    expect(cachedVerification(key, 1_000 + VERIFY_CACHE_TTL_MS - 1)).toEqual(auth(1));
    expect(cachedVerification(key, 1_000 + VERIFY_CACHE_TTL_MS)).toBeUndefined();
  });

  it('keys by a hash of the triple, never the session itself', () => {
    const session = 'b'.repeat(64);
    const key = verifyCacheKey(2, '12345678', session);
    expect(key).not.toContain(session);
    expect(key).not.toBe(verifyCacheKey(2, '12345679', session));
  });

  it('forgets every entry of a user at once (sign-out, password change)', () => {
    const now = 5_000;
    const a = verifyCacheKey(3, '1', 'c');
    const b = verifyCacheKey(3, '2', 'c');
    const other = verifyCacheKey(4, '1', 'c');
    rememberVerification(a, auth(3), now);
    rememberVerification(b, auth(3), now);
    rememberVerification(other, auth(4), now);
    forgetUser(3);
    expect(cachedVerification(a, now)).toBeUndefined();
    expect(cachedVerification(b, now)).toBeUndefined();
    expect(cachedVerification(other, now)).toEqual(auth(4));
  });

  it('drops the least recently used entry beyond its size', () => {
    const now = 9_000;
    const first = verifyCacheKey(100, '0', 'd');
    rememberVerification(first, auth(100), now);
    for (let i = 1; i <= VERIFY_CACHE_MAX; i++) rememberVerification(verifyCacheKey(100 + i, '0', 'd'), auth(100 + i), now);
    expect(cachedVerification(first, now)).toBeUndefined();
    expect(cachedVerification(verifyCacheKey(100 + VERIFY_CACHE_MAX, '0', 'd'), now)).toEqual(auth(100 + VERIFY_CACHE_MAX));
  });
});
