import { expect } from 'vitest';
import { POST as register } from '@/app/105/api/user/register/route';
import { POST as confirm } from '@/app/105/api/fos/register/confirm/route';
import { call, sessionFor, type TestAuth } from './call';
import { lastMailTo } from './mail';

/** The confirmation token of the newest mail to `email` (it must be a `/login/verify` link). */
export async function confirmationToken(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  expect(mail?.text, `confirmation mail to ${email}`).toContain('/login/verify?token=');
  return mail!.token!;
}

/**
 * Registers the anonymous account `auth` with `email` (and `password`, if given) through
 * `POST user/register`, follows the mailed confirmation link with the same password, and returns
 * the sign-in the confirmation answered (the confirmation ends every earlier sign-in).
 */
export async function registerAndConfirm(auth: TestAuth, email: string, password?: string): Promise<TestAuth> {
  const body: Record<string, string> = { 'fos_user_registration_form[email]': email };
  if (password) body['fos_user_registration_form[plainPassword]'] = password;
  const res = await call(register, 'user/register', { auth, body });
  expect(res.json.status, JSON.stringify(res.json)).toBe('ok');
  const token = await confirmationToken(email);
  const done = await call(confirm, 'fos/register/confirm', { body: { token, ...(password ? { password } : {}) } });
  expect(done.json.status, JSON.stringify(done.json)).toBe('ok');
  return sessionFor(done.json.userId, done.json.salt);
}
