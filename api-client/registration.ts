import type { UserDto } from '@/lib/contract/accounts';
import { SIGNUP_ATTEMPTS, SIGNUP_RETRY_MS } from '@/lib/domain/limits';
import { createAnonymousUser, isAuthError, isSignedIn } from './accounts';
import { clearAuth } from './auth-storage';
import { ApiError, apiCall } from './client';
import { trackScreen } from './tracking';
import { SIGNUP_SCREEN } from '@/lib/contract/tracking';

/** The outcome of a registration: the registered account, or the last error. */
export type RegisterResult = { ok: true; user: UserDto } | { ok: false; error: ApiError };

/** What a test (or a caller with other timings) can replace. */
export interface RegisterDeps {
  /** Waits between attempts; a test passes a fake that returns at once. */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A failure another attempt cannot fix: 4xx answers about the input or the account (taken
 * e-mail, already registered, bad input, rejected sign-in). Rate limits (429) and timeouts (408)
 * may pass, and 5xx, network and unreadable answers are what the retries are for.
 */
function isFinal(error: ApiError): boolean {
  return error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 408 && error.httpStatus !== 429;
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('unknown', '', 0);
}

/**
 * `POST /105/api/user/register` once, with FOSUserBundle field names (spec §7): the e-mail alone,
 * or with a password. The server mails a link that confirms the address. Answers the account,
 * whose `pendingEmail` is the address until it is confirmed. @throws ApiError.
 */
export async function registerOnce(email: string, password?: string): Promise<UserDto> {
  const answer = await apiCall<{ user: UserDto }>('user/register', {
    method: 'POST',
    body: {
      'fos_user_registration_form[email]': email,
      ...(password ? { 'fos_user_registration_form[plainPassword]': password } : {}),
    },
  });
  return answer.user;
}

/**
 * Registers the signed-in (anonymous) account, spec §4: up to SIGNUP_ATTEMPTS attempts while the
 * answer is not ok, SIGNUP_RETRY_MS apart — except answers that cannot change (see isFinal),
 * which end the loop at once. After the last attempt the outcome is reported as the `signup/fos`
 * screen view and returned. Never throws.
 */
export async function registerWithRetry(
  email: string,
  password: string | undefined,
  { sleep = realSleep }: RegisterDeps = {},
): Promise<RegisterResult> {
  let result: RegisterResult = { ok: false, error: new ApiError('unknown', '', 0) };
  for (let attempt = 1; attempt <= SIGNUP_ATTEMPTS; attempt++) {
    try {
      result = { ok: true, user: await registerOnce(email, password) };
      break;
    } catch (error) {
      result = { ok: false, error: asApiError(error) };
      if (isFinal(result.error) || attempt === SIGNUP_ATTEMPTS) break;
      await sleep(SIGNUP_RETRY_MS);
    }
  }
  // Analytics must not hold up the person's result, so the report is not awaited.
  trackScreen(SIGNUP_SCREEN, null, { result: result.ok ? 'ok' : 'error' });
  return result;
}

/**
 * The registration journey: a browser without an authorization first becomes an anonymous user
 * (whose account is then registered, so nothing checked so far is lost). A stored sign-in the
 * server no longer accepts is replaced by a new anonymous one and the registration runs again.
 * Never throws: failures to create the user come back as the result's error.
 */
export async function signUp(email: string, password?: string, deps: RegisterDeps = {}): Promise<RegisterResult> {
  try {
    const hadAuth = isSignedIn();
    if (!hadAuth) await createAnonymousUser();
    const result = await registerWithRetry(email, password, deps);
    if (result.ok || !hadAuth || !isAuthError(result.error)) return result;
    await clearAuth();
    await createAnonymousUser();
    return await registerWithRetry(email, password, deps);
  } catch (error) {
    return { ok: false, error: asApiError(error) };
  }
}
