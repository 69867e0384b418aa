import { describe, expect, it, vi } from 'vitest';
import { POST as resetConfirm } from '@/app/105/api/fos/reset/confirm/route';
import { POST as register } from '@/app/105/api/user/register/route';
import { RATE } from '@/lib/server/accounts/limits';
import * as passwords from '@/lib/server/accounts/passwords';
import { call } from './support/call';
import { signUp } from './support/users';
import { uniqueEmail } from './support/mail';

// Counts the Argon2id runs (the one costly step a caller could otherwise have the server do at will).
vi.mock('@/lib/server/accounts/passwords', async (original) => {
  const real = await original<typeof import('@/lib/server/accounts/passwords')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});
const hashes = () => vi.mocked(passwords.hashPassword).mock.calls.length;

describe('Argon2id runs only for a request that passed its checks', () => {
  it('a made-up reset token is refused before any password is hashed, and the address is limited', async () => {
    const before = hashes();
    const headers = { 'x-forwarded-for': '203.0.113.140' };
    const answers: number[] = [];
    for (let i = 0; i <= RATE.confirmPerIp.limit; i++) {
      const body = { token: `made-up-token-${'x'.repeat(30)}-${i}`, newPassword: 'новый-пароль-2' };
      answers.push((await call(resetConfirm, 'fos/reset/confirm', { body, headers })).http);
    }
    expect(answers.slice(0, RATE.confirmPerIp.limit).every((s) => s === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect(hashes()).toBe(before);
  });

  it('a registration over the per-address limit is refused before its password is hashed', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.141' };
    for (let i = 0; i < RATE.claimPerIp.limit; i++) {
      const auth = await signUp();
      const ok = await call(register, 'user/register', { auth, body: { email: uniqueEmail() }, headers });
      expect(ok.http).toBe(200);
    }
    const before = hashes();
    const auth = await signUp();
    const refused = await call(register, 'user/register', {
      auth,
      body: { email: uniqueEmail(), password: 'пароль-злоумышленника' },
      headers,
    });
    expect(refused.http).toBe(429);
    expect(hashes()).toBe(before);
  });
});
