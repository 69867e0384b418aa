import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewUserDto, UserDto } from '@/lib/contract/accounts';
import { notifyAuthChanged } from './auth-events';
import { ApiError, apiCall } from './client';
import { readAuth, readAuthRecord, saveAuth, type AuthRecord } from './auth-storage';
import { queryKeys } from './query-keys';

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
  await saveAuth({ ...record, clientId });
  return clientId;
}

/**
 * Creates an anonymous user (`POST /105/api/newuser`), optionally with its first СТС, then
 * computes a session from the returned salt and a fresh rand and stores the authorization.
 * @throws ApiError from the API.
 */
export async function createAnonymousUser(first?: FirstSts): Promise<AuthRecord> {
  const clientId = await ensureClientId();
  const answer = await apiCall<NewUserDto>('newuser', {
    method: 'POST',
    auth: false,
    body: { clientId, channel: 'web', ...first },
  });
  // The SHA-256 code loads when a sign-in happens, not with every page (README «Speed»).
  const { computeSession, newRand } = await import('@/lib/auth/session-hash');
  const rand = String(newRand());
  const userId = String(answer.userId);
  const record: AuthRecord = {
    clientId,
    salt: answer.salt,
    rand,
    userId,
    session: computeSession({ rand, userId, salt: answer.salt }),
    userType: 1,
  };
  await saveAuth(record);
  notifyAuthChanged();
  return record;
}

/** True when this browser holds a complete authorization. */
export function isSignedIn(): boolean {
  return readAuth() !== null;
}

/**
 * True for the answers that mean «this sign-in is not valid» (401 `auth_failed` — wrong, expired
 * or revoked — or `auth_invalid` — missing or malformed), as opposed to a wrong password or input.
 */
export function isAuthError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.httpStatus === 401 && (error.code === 'auth_failed' || error.code === 'auth_invalid');
}

/**
 * `GET /105/api/user`: the account, or null when the server answered ok without one (an empty
 * answer counts as a failed authorization, spec §4). @throws ApiError (auth codes when expired).
 */
export async function fetchUser(): Promise<UserDto | null> {
  return (await apiCall<{ user?: UserDto | null }>('user')).user ?? null;
}

/** The signed-in account as a query (key `queryKeys.user`). */
export const userQuery = () => queryOptions({ queryKey: queryKeys.user, queryFn: fetchUser });

/** The signed-in account, seeded by the server-rendered one when given. */
export function useUser(initialData?: UserDto) {
  return useQuery({ ...userQuery(), initialData });
}

/** `POST /105/api/user/gender`: the avatar's gender. */
export async function setGender(gender: UserDto['gender']): Promise<void> {
  await apiCall('user/gender', { method: 'POST', body: { gender } });
}

/** `POST /105/api/user/person`: full name and date of birth (`ДД.ММ.ГГГГ`; empty clears). Answers the account. */
export async function setPerson(person: { fullName?: string; birthDate?: string }): Promise<UserDto> {
  return (await apiCall<{ user: UserDto }>('user/person', { method: 'POST', body: person })).user;
}

/** `POST /105/api/user/type`: 1 — private person, 3 — legal entity. */
export async function setUserType(type: UserDto['userType']): Promise<void> {
  await apiCall('user/type', { method: 'POST', body: { type } });
}

/** Fields of `POST /105/api/user/password`. */
export interface PasswordChange {
  oldPass: string;
  newPass: string;
  confirmPass: string;
}

/** `POST /105/api/user/password`; every other sign-in of the account ends. @throws ApiError (400 wrong password). */
export async function changePassword(fields: PasswordChange): Promise<void> {
  await apiCall('user/password', { method: 'POST', body: { ...fields } });
}

/**
 * `POST /105/api/user/email`; `password` is left out when empty (no password set). Resolves with
 * where the mail went: `new` — the new address's confirmation; `current` — a password-less
 * account's current address must agree first. @throws ApiError (400 wrong password, 429).
 */
export async function changeEmail(fields: { email: string; password?: string }): Promise<'new' | 'current'> {
  const answer = await apiCall<{ sentTo?: 'new' | 'current' }>('user/email', {
    method: 'POST',
    body: { email: fields.email, password: fields.password || undefined },
  });
  return answer.sentTo === 'current' ? 'current' : 'new';
}

/**
 * `POST /105/api/fos/email/change`: the current address agrees to the new sign-in e-mail (no
 * session: the mailed token proves the mailbox). Resolves with the new address, which now gets
 * its own confirmation. @throws ApiError (400 `bad_token`, 429).
 */
export async function agreeToEmailChange(token: string): Promise<string> {
  return (await apiCall<{ email: string }>('fos/email/change', { method: 'POST', auth: false, body: { token } })).email;
}

/**
 * Mutations of the account settings. Each one writes the accepted value into the cached account
 * (no refetch needed for gender and type) or refetches it (e-mail), so every view agrees; a new
 * password refetches the list of sign-ins, whose others it ended.
 */
export function useAccountMutations() {
  const qc = useQueryClient();
  const patch = (change: Partial<UserDto>) =>
    qc.setQueryData<UserDto | null>(queryKeys.user, (user) => (user ? { ...user, ...change } : user));
  return {
    gender: useMutation({ mutationFn: setGender, onSuccess: (_, gender) => patch({ gender }) }),
    type: useMutation({ mutationFn: setUserType, onSuccess: (_, userType) => patch({ userType }) }),
    // The other sign-ins have ended: the profile's list of them reads again.
    password: useMutation({ mutationFn: changePassword, onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.signIns }) }),
    email: useMutation({ mutationFn: changeEmail, onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.user }) }),
    person: useMutation({ mutationFn: setPerson, onSuccess: (user) => qc.setQueryData(queryKeys.user, user) }),
  };
}
