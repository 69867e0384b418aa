import { GET as listSts } from '@/app/105/api/sts/route';
import { getDb } from '@/lib/server/db/client';
import { saveLookupResult } from '@/lib/server/fines/save-result';
import { SandboxRegistry } from '@/lib/server/adapters/registry/sandbox/sandbox-registry';
import { findSandboxUin } from '@/lib/server/adapters/registry/sandbox/uin-lookup';
import { setRegistry } from '@/lib/server/adapters/registry';
import { call, type TestAuth } from './call';
import { signUp, uniqueSts } from './users';

/** A sandbox registry whose clock the test moves (`clock.ms`), answering at once. */
export function installClockedRegistry(): { ms: number } {
  const clock = { ms: Date.now() };
  setRegistry(new SandboxRegistry({ delayMs: { min: 0, max: 0 }, now: () => new Date(clock.ms) }));
  return clock;
}

/**
 * A new user whose certificate's lookup found the sandbox's sample charges with `uins` (stored
 * through the real save path, as a registry answer for that document).
 */
export async function userWithSampleCharges(uins: readonly string[]): Promise<TestAuth> {
  const auth = await signUp({ sts: uniqueSts() });
  const [sts] = (await call(listSts, 'sts', { auth })).json.sts;
  const db = await getDb();
  for (const uin of uins) await saveLookupResult(db, Number(auth.userId), sts.id, findSandboxUin(uin, new Date()), sts.sts);
  return auth;
}
