import { computeSession, newRand } from '@/lib/auth/session-hash';
import type { KeyValueStore } from './store';

/**
 * The extension's own authorization record (spec §3, platform `chromeExtension`), kept in
 * `chrome.storage.local`, which only this extension can read. The salt is a credential: it never
 * leaves the extension except as the session hash.
 */
export interface ExtensionAuth {
  clientId?: string;
  salt: string;
  rand: string;
  userId: string;
  session: string;
  userType?: 1 | 3;
}

/** The storage key: one record per platform, as the site keeps `web` (spec §3). */
export const AUTH_KEY = 'auth:chromeExtension';

/** The record when complete (rand, session and userId all set, spec §3), else null. */
export async function readAuth(local: KeyValueStore): Promise<ExtensionAuth | null> {
  const record = await local.get<Partial<ExtensionAuth>>(AUTH_KEY);
  if (!record?.rand || !record.session || !record.userId || !record.salt) return null;
  return record as ExtensionAuth;
}

/** Builds and saves the record for a new sign-in: a fresh rand and the session from the salt (spec §3). */
export async function saveSignIn(
  local: KeyValueStore,
  answer: { userId: number; salt: string; userType: 1 | 3 },
  clientId: string | undefined,
): Promise<ExtensionAuth> {
  const rand = String(newRand());
  const userId = String(answer.userId);
  const record: ExtensionAuth = {
    ...(clientId ? { clientId } : {}),
    salt: answer.salt,
    rand,
    userId,
    session: computeSession({ rand, userId, salt: answer.salt }),
    userType: answer.userType,
  };
  await local.set(AUTH_KEY, record);
  return record;
}

/** Forgets the sign-in, keeping the clientId (the install stays the same install). */
export async function clearAuth(local: KeyValueStore): Promise<void> {
  const record = await local.get<Partial<ExtensionAuth>>(AUTH_KEY);
  await local.set(AUTH_KEY, record?.clientId ? { clientId: record.clientId } : {});
}
