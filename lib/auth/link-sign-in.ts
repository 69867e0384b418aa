import { MAILED_TOKEN_SHAPE } from './mailed-token';

/** Where a signed-in person goes when nothing else was asked for (`?next=` of /login, a mailed link). */
export const DEFAULT_AFTER_SIGN_IN = '/fines/list';

/** Why `POST /auth/link` (the sign-in link without scripts) sent the person back to the link's page. */
export type LinkRefusal = 'expired' | 'limit' | 'unavailable';

/** Shown when the link's token is missing, used or expired. */
export const MSG_LINK_EXPIRED = 'Ссылка для входа устарела или уже использована. Запросите новую';

/** What the link's page says for each refusal of `POST /auth/link` (`?refused=`). */
export const LINK_REFUSALS: Record<LinkRefusal, string> = {
  expired: MSG_LINK_EXPIRED,
  limit: 'Слишком много попыток. Попробуйте позже',
  unavailable: 'Сервис временно недоступен. Попробуйте войти через минуту',
};

/** `?refused=` of the link's page as a known refusal, or null. */
export function parseLinkRefusal(raw: string | string[] | undefined): LinkRefusal | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === 'expired' || value === 'limit' || value === 'unavailable' ? value : null;
}

/**
 * The link's page (`/login/link?token=…&refused=…`) that says why the sign-in did not happen. Only
 * a token of the right shape goes back into the address: a posted megabyte would make a `Location`
 * no browser can follow.
 */
export function linkPageRefused(token: string | null, why: LinkRefusal): string {
  const query = new URLSearchParams();
  if (token && MAILED_TOKEN_SHAPE.test(token)) query.set('token', token);
  query.set('refused', why);
  return `/login/link?${query}`;
}
