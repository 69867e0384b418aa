import { POST as setType } from '@/app/105/api/user/type/route';
import { POST as addOrganization } from '@/app/105/api/organization/add/route';
import { SANDBOX_FLEET_COMPANIES } from '@/lib/server/adapters/directory/sandbox/companies';
import { call, type TestAuth } from './call';
import { runJobs } from './jobs';
import { signUp } from './users';

/** The sandbox directory's fixed companies by behaviour (README «Legal entities»). */
export const FLEET = Object.fromEntries(SANDBOX_FLEET_COMPANIES.map((c) => [c.behaviour, c])) as Record<
  (typeof SANDBOX_FLEET_COMPANIES)[number]['behaviour'],
  (typeof SANDBOX_FLEET_COMPANIES)[number]
>;

/** A new user switched to a legal entity (user type 3, spec §6). */
export async function legalEntity(): Promise<TestAuth> {
  const auth = await signUp();
  const switched = await call(setType, 'user/type', { auth, body: { type: 3 } });
  if (switched.json.status !== 'ok') throw new Error(`user/type failed: ${JSON.stringify(switched.json)}`);
  return auth;
}

/**
 * A legal entity with the organization `inn` added and its registry lookup run (the sandbox
 * registry must answer at once: installClockedRegistry). Answers the user and the organization id.
 */
export async function withOrganization(
  inn: string,
  settings: { countDays?: number; subscribeType?: string } = { countDays: 730, subscribeType: 'enterprise' },
) {
  const auth = await legalEntity();
  const added = await call(addOrganization, 'organization/add', { auth, body: { inn, ...settings } });
  if (added.json.status !== 'ok') throw new Error(`organization/add failed: ${JSON.stringify(added.json)}`);
  await runJobs(['organization-lookup']);
  return { auth, id: Number(added.json.organization.id) as number };
}
