import 'server-only';
import { typedForField } from '@/lib/server/http/page-form';

/**
 * /taxes's «Проверить налоги» posted without JavaScript (`POST /check/inn`) comes back, when
 * refused, with its message and the number typed in this short-lived HttpOnly cookie sent to
 * /taxes only, never in the address.
 */
export const INN_CHECK_REFUSAL_COOKIE = 'shtrafy_inn_check';
/** How long the refusal waits for /taxes to show it, seconds. */
export const INN_CHECK_REFUSAL_MAX_AGE = 120;
/**
 * Where the refusal is shown: /taxes, opened at the form's field (it takes the focus, `autofocus`:
 * no `#fragment` here, since a page opened at a fragment skips autofocus). The page reads the cookie
 * only at this address, so a later visit of /taxes within the cookie's two minutes shows no old refusal.
 */
export const INN_CHECK_REFUSED_PATH = '/taxes?refused=inn';

/** True for /taxes's query when it came back from a refused check (INN_CHECK_REFUSED_PATH). */
export function cameBackRefused(refused: string | string[] | undefined): boolean {
  return refused === 'inn';
}

/** Why the check was refused: a message about the number (`inn`) or about the whole form (`form`), and what was typed. */
export interface InnCheckRefusal {
  inn?: string;
  form?: string;
  typed: string;
}

/** The form field's `maxLength` (an ИНН of 12 digits with spaces): a longer value is cut to it. */
const TYPED_MAX = 14;
const MESSAGE_MAX = 300;

/**
 * The refusal as the cookie's JSON (Next.js percent-encodes cookie values itself); what was typed
 * goes back as the field could hold it: control characters dropped, cut to the field's length.
 */
export function encodeInnCheckRefusal(refusal: InnCheckRefusal): string {
  return JSON.stringify({ ...refusal, typed: typedForField(refusal.typed, TYPED_MAX) });
}

/** Reads the cookie's (already decoded) value back: known keys with short strings only, else null. */
export function decodeInnCheckRefusal(value: string | undefined): InnCheckRefusal | null {
  if (!value) return null;
  try {
    const raw = JSON.parse(value) as Record<string, unknown>;
    const short = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : undefined);
    const inn = short(raw?.inn, MESSAGE_MAX);
    const form = short(raw?.form, MESSAGE_MAX);
    if (!inn && !form) return null;
    return { inn, form, typed: short(raw?.typed, TYPED_MAX) ?? '' };
  } catch {
    return null;
  }
}
