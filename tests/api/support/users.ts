import { GET as getClient } from '@/app/105/api/client/route';
import { POST as postNewUser } from '@/app/105/api/newuser/route';
import { call, sessionFor, type TestAuth } from './call';

let counter = 0;

/** A unique, valid СТС for a test (never one of the sandbox edge documents). */
export function uniqueSts(): string {
  counter += 1;
  const tail = String((Date.now() % 100000) * 10 + (counter % 10))
    .padStart(6, '0')
    .slice(-6);
  return `77${String(10 + (counter % 89))}${tail}`;
}

/**
 * Creates an anonymous user through the real endpoints (`client`, then `newuser`), optionally
 * with a first certificate, and returns the auth triple a browser would hold.
 */
export async function signUp(first?: {
  sts: string;
  vehiclePlateNumber?: string;
  vehiclePlateRegion?: string;
}): Promise<TestAuth> {
  const client = await call(getClient, 'client');
  const created = await call(postNewUser, 'newuser', { body: { clientId: client.json.clientId, channel: 'web', ...first } });
  if (created.json.status !== 'ok') throw new Error(`newuser failed: ${JSON.stringify(created.json)}`);
  return sessionFor(created.json.userId, created.json.salt);
}
