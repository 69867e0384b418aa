import { expect, type APIRequestContext } from '@playwright/test';
import { computeSession, newRand } from '@/lib/auth/session-hash';
import { linkIn, waitForMail } from './mailbox';

/** The authorization a browser would hold for a user created through the API. */
export interface ApiUser {
  userId: string;
  salt: string;
  rand: string;
  session: string;
}

/** Creates an anonymous user with a first СТС through the real API (`client`, then `newuser`). */
export async function createUserWithSts(request: APIRequestContext, sts: string): Promise<ApiUser> {
  const client = await (await request.get('/105/api/client')).json();
  const created = await (
    await request.post('/105/api/newuser', { form: { clientId: client.clientId, channel: 'web', sts } })
  ).json();
  if (created.status !== 'ok') throw new Error(`newuser: ${JSON.stringify(created)}`);
  const rand = String(newRand());
  const userId = String(created.userId);
  return { userId, salt: created.salt, rand, session: computeSession({ rand, userId, salt: created.salt }) };
}

/**
 * Registers an API user by e-mail alone, then follows the confirmation link from the real mail
 * with `password`, as a client speaking the spec's contract would (only a confirmed address is a
 * sign-in identity). Answers the new sign-in as a `userId=…&rand=…&session=…` query.
 */
export async function registerByApi(request: APIRequestContext, user: ApiUser, email: string, password: string): Promise<string> {
  const query = `userId=${user.userId}&rand=${user.rand}&session=${user.session}`;
  const registered = await request.post(`/105/api/user/register?${query}`, {
    form: { 'fos_user_registration_form[email]': email },
  });
  expect((await registered.json()).status).toBe('ok');
  const token = new URL(linkIn(await waitForMail(email), '/login/verify?token=')).searchParams.get('token')!;
  const confirmed = await (await request.post('/105/api/fos/register/confirm', { form: { token, password } })).json();
  expect(confirmed.status).toBe('ok');
  const rand = String(newRand());
  const userId = String(confirmed.userId);
  return `userId=${userId}&rand=${rand}&session=${computeSession({ rand, userId, salt: confirmed.salt })}`;
}
