import { MSG_LOGIN_EMPTY_EMAIL, MSG_LOGIN_EMPTY_PASSWORD, MSG_LOGIN_REJECTED } from '@/lib/domain/messages';
import { waitPhrase } from '@/lib/domain/wait-phrase';

/** Where the password form posts when the page's scripts are not running (app/auth/sign-in/route.ts). */
export const PASSWORD_SIGN_IN_FORM_ACTION = '/auth/sign-in';

/**
 * Why `POST /auth/sign-in` sent the person back to /login (`?failed=`): a field left empty
 * (`noEmail`, `noPassword`, both `empty`), other input, the credentials, a limit or an outage.
 */
export type PasswordRefusal = 'noEmail' | 'noPassword' | 'empty' | 'input' | 'credentials' | 'limit' | 'unavailable';

/** What /login says for each refusal of `POST /auth/sign-in` (the API's words where it has them, spec §5). */
export const PASSWORD_REFUSALS: Record<PasswordRefusal, string> = {
  // DOMAIN.md «Messages», as the form says them with scripts.
  noEmail: MSG_LOGIN_EMPTY_EMAIL,
  noPassword: MSG_LOGIN_EMPTY_PASSWORD,
  empty: `${MSG_LOGIN_EMPTY_EMAIL} и пароль`,
  input: 'Проверьте e-mail и пароль: введите оба, пароль не длиннее 128 символов',
  credentials: MSG_LOGIN_REJECTED,
  limit: 'Слишком много попыток входа. Попробуйте {wait} или войдите по ссылке из письма',
  unavailable: 'Сервис временно недоступен. Попробуйте войти через минуту',
};

/**
 * The e-mail typed into the password form without scripts travels back to /login in this
 * short-lived HttpOnly cookie (sent to /login only), so a refused sign-in keeps it in the field
 * without putting it in an address, a history entry or a log.
 */
export const TYPED_EMAIL_COOKIE = 'shtrafy_signin_email';
/** How long the typed e-mail waits for /login to show it, seconds. */
export const TYPED_EMAIL_MAX_AGE = 120;
/** The longest e-mail that is given back (RFC 5321's path limit); a longer value is not kept. */
export const TYPED_EMAIL_MAX_LENGTH = 254;

/** The cookie's e-mail as the form's starting value: a short string, else empty. */
export function typedEmailOf(value: string | undefined): string {
  return value !== undefined && value.length <= TYPED_EMAIL_MAX_LENGTH ? value : '';
}

/** `?failed=` of /login as a known refusal, or null. */
export function parsePasswordRefusal(raw: string | string[] | undefined): PasswordRefusal | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value !== undefined && Object.hasOwn(PASSWORD_REFUSALS, value) ? (value as PasswordRefusal) : null;
}

/** Which field of the password form was left empty (`_username` blank, `_password` empty), or null. */
export function emptyFieldsRefusal(username: string | undefined, password: string | undefined): PasswordRefusal | null {
  const noEmail = (username ?? '').trim() === '';
  const noPassword = (password ?? '') === '';
  return noEmail && noPassword ? 'empty' : noEmail ? 'noEmail' : noPassword ? 'noPassword' : null;
}

/** The longest wait `?wait=` may name, seconds (the longest sign-in limit's window: an hour). */
const WAIT_MAX = 60 * 60;

/**
 * /login again with why the sign-in failed, for a limit how many seconds to wait (`wait`, the
 * limit's Retry-After), and the page to go to afterwards (a safe path, or none). Nothing typed
 * goes into the address: not the e-mail, never the password.
 */
export function loginPageRefused(why: PasswordRefusal, next: string | null, waitSeconds?: number): string {
  const query = new URLSearchParams({ failed: why });
  if (why === 'limit' && waitSeconds !== undefined) query.set('wait', String(Math.round(waitSeconds)));
  if (next) query.set('next', next);
  return `/login?${query}`;
}

/**
 * What /login says for a refusal, with the wait named («Попробуйте через 14 минут») when `?wait=`
 * holds a sane number of seconds, else «позже».
 */
export function passwordRefusalText(why: PasswordRefusal, wait: string | string[] | undefined): string {
  const seconds = Number(Array.isArray(wait) ? wait[0] : wait);
  const phrase = Number.isInteger(seconds) && seconds > 0 && seconds <= WAIT_MAX ? waitPhrase(seconds) : 'позже';
  return PASSWORD_REFUSALS[why].replace('{wait}', phrase);
}
