import { markSigningOut, notifyAuthChanged } from './auth-events';
import { clearAuth, readAuthRecord, saveAuth, type AuthRecord } from './auth-storage';
import { apiCall } from './client';
import { LOGIN_PATH, reloadTo } from './navigation';
import { signInLinkType } from './sign-in-link-type';

/** What a sign-in answers (`POST login`, `POST fos/reset/confirm`): the salt is a credential. */
export interface SignInAnswer {
  userId: number;
  salt: string;
  userType: 1 | 3;
}

/**
 * Turns a sign-in answer into this browser's authorization: a fresh rand, the session computed
 * from it and the salt (spec §3), saved with the existing clientId. Replaces any previous login.
 */
export async function storeSignIn(answer: SignInAnswer): Promise<AuthRecord> {
  // The SHA-256 code loads when a sign-in happens, not with every page (README «Speed»).
  const { computeSession, newRand } = await import('@/lib/auth/session-hash');
  const rand = String(newRand());
  const userId = String(answer.userId);
  const { clientId } = readAuthRecord();
  const record: AuthRecord = {
    ...(clientId ? { clientId } : {}),
    salt: answer.salt,
    rand,
    userId,
    session: computeSession({ rand, userId, salt: answer.salt }),
    userType: answer.userType,
  };
  await saveAuth(record);
  notifyAuthChanged();
  return record;
}

async function signIn(body: Record<string, string>): Promise<AuthRecord> {
  const { userId, salt, userType } = await apiCall<SignInAnswer>('login', { method: 'POST', auth: false, body });
  return storeSignIn({ userId, salt, userType });
}

/** `POST /105/api/login` with e-mail and password. @throws ApiError (401 rejected, 429 rate-limited). */
export function signInWithPassword(username: string, password: string): Promise<AuthRecord> {
  return signIn({ _username: username, _password: password });
}

/** `POST /105/api/login` with a mailed single-use `_token`. @throws ApiError (401 used or expired link). */
export function signInWithToken(token: string): Promise<AuthRecord> {
  return signIn({ _token: token });
}

/** `POST /105/api/fos/reset/confirm`: sets the new password and signs in here. @throws ApiError (400 bad token). */
export async function confirmPasswordReset(token: string, newPassword: string): Promise<AuthRecord> {
  const { userId, salt, userType } = await apiCall<SignInAnswer>('fos/reset/confirm', {
    method: 'POST',
    auth: false,
    body: { token, newPassword },
  });
  return storeSignIn({ userId, salt, userType });
}

/** What `POST /105/api/fos/register/confirm` answers: a sign-in, and whether the account has a password. */
export interface ConfirmAnswer extends SignInAnswer {
  hasPassword: boolean;
}

/**
 * `POST /105/api/fos/register/confirm`: confirms the address with the mailed token (optionally
 * setting the password), ends every other sign-in of the account and signs in here.
 * @throws ApiError (400 `bad_token`, 400 `password_required` with a field message).
 */
export async function confirmAddress(token: string, password?: string): Promise<ConfirmAnswer> {
  const answer = await apiCall<ConfirmAnswer>('fos/register/confirm', {
    method: 'POST',
    auth: false,
    body: { token, ...(password ? { password } : {}) },
  });
  await storeSignIn(answer);
  return answer;
}

/** `POST /105/api/fos/send/auth`: mails a sign-in link (same answer for any e-mail). @throws ApiError (429). */
export async function sendSignInLink(email: string, isLegalEntity = false): Promise<void> {
  await apiCall('fos/send/auth', { method: 'POST', auth: false, body: { email, type: signInLinkType(), isLegalEntity } });
}

/** `POST /105/api/fos/reset/request`: mails a password reset link (same answer for any e-mail). @throws ApiError (429). */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiCall('fos/reset/request', { method: 'POST', auth: false, body: { username: email } });
}

/**
 * Logs out: ends this sign-in on the server (`POST /105/api/logout`), forgets it here and
 * reloads to the login page. The local logout happens even when the server cannot be reached,
 * because the person asked to leave this device.
 */
export async function signOut(): Promise<void> {
  markSigningOut();
  try {
    await apiCall('logout', { method: 'POST' });
  } catch {
    // Already expired or offline: the salt is forgotten below either way.
  }
  void clearAuth();
  notifyAuthChanged();
  reloadTo(LOGIN_PATH);
}
