import { computeSession, newRand } from '@/lib/auth/session-hash';
import type { NewUserDto, UserDto } from '@/lib/contract/accounts';
import { apiCall } from './client';
import { readAuth, readAuthRecord, saveAuth, type AuthRecord } from './auth-storage';

/** A certificate to start with (home page check form), already validated. */
export interface FirstSts {
  sts: string;
  vehiclePlateNumber?: string;
  vehiclePlateRegion?: string;
}

/** Asks for a clientId once per browser and keeps it (`GET /105/api/client`). */
export async function ensureClientId(): Promise<string> {
  const record = readAuthRecord();
  if (record.clientId) return record.clientId;
  const { clientId } = await apiCall<{ clientId: string }>('client', { auth: false });
  saveAuth({ ...record, clientId });
  return clientId;
}

/**
 * Creates an anonymous user (`POST /105/api/newuser`), optionally with its first СТС, then
 * computes a session from the returned salt and a fresh rand and stores the authorization.
 * @throws ApiError from the API.
 */
export async function createAnonymousUser(first?: FirstSts): Promise<AuthRecord> {
  const clientId = await ensureClientId();
  const answer = await apiCall<NewUserDto>('newuser', { method: 'POST', auth: false, body: { clientId, channel: 'web', ...first } });
  const rand = String(newRand());
  const userId = String(answer.userId);
  const record: AuthRecord = { clientId, salt: answer.salt, rand, userId, session: computeSession({ rand, userId, salt: answer.salt }), userType: 1 };
  saveAuth(record);
  return record;
}

/** True when this browser holds a complete authorization. */
export function isSignedIn(): boolean {
  return readAuth() !== null;
}

/** `GET /105/api/user`. @throws ApiError (auth codes when the session expired). */
export async function fetchUser(): Promise<UserDto> {
  return (await apiCall<{ user: UserDto }>('user')).user;
}
