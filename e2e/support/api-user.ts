import type { APIRequestContext } from '@playwright/test';
import { computeSession, newRand } from '@/lib/auth/session-hash';

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
