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
/**
 * The form's card on that page: a refusal of the whole form (a limit, an outage) opens it there, not
 * at the page's top, where nothing changed; one that names a field opens at that field instead.
 */
export const CHECK_FORM_ANCHOR = 'check-form';

/** Field name → Russian message. */
export type CheckErrors = Partial<Record<'sts' | 'vehiclePlateNumber' | 'vehiclePlateRegion' | '_', string>>;

const KEYS = ['sts', 'vehiclePlateNumber', 'vehiclePlateRegion', '_'] as const;

/** What was typed into the form's fields, given back to them with the messages. */
export type CheckValues = Partial<Record<'sts' | 'vehiclePlateNumber' | 'vehiclePlateRegion', string>>;

const FIELDS = ['sts', 'vehiclePlateNumber', 'vehiclePlateRegion'] as const;
/** Longer than any field's mask allows; a longer value is cut (the cookie stays small). */
const VALUE_MAX = 40;
const VALUES_KEY = 'typed';

/**
 * Serializes messages, and what was typed (`values`, so the form comes back filled in, each cut to
 * 40 characters), for the cookie as JSON (Next.js percent-encodes cookie values itself).
 */
export function encodeCheckErrors(errors: CheckErrors, values: Record<string, string> = {}): string {
  const typed: CheckValues = {};
  for (const key of FIELDS) if (typeof values[key] === 'string') typed[key] = values[key].slice(0, VALUE_MAX);
  return JSON.stringify({ ...errors, [VALUES_KEY]: typed });
}

/** Reads what was typed back from the cookie's (already decoded) value: known fields with short strings only, else {}. */
export function decodeCheckValues(value: string | undefined): CheckValues {
  if (!value) return {};
  try {
    const raw = (JSON.parse(value) as Record<string, unknown>)?.[VALUES_KEY] as Record<string, unknown> | undefined;
    const out: CheckValues = {};
    for (const key of FIELDS) {
      const typed = raw?.[key];
      if (typeof typed === 'string' && typed.length <= VALUE_MAX) out[key] = typed;
    }
    return out;
  } catch {
    return {};
  }
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
