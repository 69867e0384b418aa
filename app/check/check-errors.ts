/**
 * The no-JavaScript home form's messages travel from `POST /check` back to the form in a
 * short-lived HttpOnly cookie, never in the address (which would also carry what was typed).
 * Keys are the form's field names, `_` for a message about the whole form.
 */
export const CHECK_ERRORS_COOKIE = 'shtrafy_check_errors';

/** How long the messages wait for the home page to show them, seconds. */
export const CHECK_ERRORS_MAX_AGE = 120;

/**
 * The page that shows them above the home form (app/(plug-per-request)/check/refused): the home page itself is
 * built once and cannot read a visitor's cookie.
 */
export const CHECK_REFUSED_PATH = '/check/refused';

/** Field name → Russian message. */
export type CheckErrors = Partial<Record<'sts' | 'vehiclePlateNumber' | 'vehiclePlateRegion' | '_', string>>;

const KEYS = ['sts', 'vehiclePlateNumber', 'vehiclePlateRegion', '_'] as const;

/** Serializes messages for the cookie as JSON (Next.js percent-encodes cookie values itself). */
export function encodeCheckErrors(errors: CheckErrors): string {
  return JSON.stringify(errors);
}

/** Reads the cookie's (already decoded) value back; only known keys with string values of sane length survive, anything else is {}. */
export function decodeCheckErrors(value: string | undefined): CheckErrors {
  if (!value) return {};
  try {
    const raw = JSON.parse(value) as Record<string, unknown>;
    const out: CheckErrors = {};
    for (const key of KEYS) {
      const message = raw?.[key];
      if (typeof message === 'string' && message.length <= 300) out[key] = message;
    }
    return out;
  } catch {
    return {};
  }
}
