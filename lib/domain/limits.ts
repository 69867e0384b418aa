/**
 * Timings and limits of spec §9 (DOMAIN.md "Timings and limits").
 */

/** Password length bounds (ASVS 2.1.1–2.1.2: at least 8; long passphrases allowed). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Longest report about a charge, characters. */
export const COMPLAINT_MAX_LENGTH = 2000;

/** Most entries in each document list (СТС, ВУ, ИНН, …). */
export const DOCUMENT_LIST_LIMIT = 50;
/** Most fines kept in the saved unpaid list. */
export const SAVED_UNPAID_LIMIT = 1000;
/** Characters of an e-mail shown before the ellipsis in the header. */
export const EMAIL_SHORTCUT_LENGTH = 15;
/** A list fetched less than this many seconds ago is labelled «только что». */
export const JUST_NOW_SECONDS = 60;
/** Milliseconds during which a second reload is suppressed. */
export const RELOAD_GUARD_MS = 10_000;
/** Milliseconds of visible time within one visit (a browser tab's session) after which the goal fires once (components/tracking/visit-goal.ts). */
export const GOAL_AFTER_MS = 180_000;
/** Milliseconds a toast stays open. */
export const TOAST_AUTOCLOSE_MS = 4_000;
/** Most toasts on screen at once (bottom-right). */
export const TOAST_LIMIT = 20;
/** Registration attempts while the answer is not ok (spec §3). */
export const SIGNUP_ATTEMPTS = 3;
/** Milliseconds between registration attempts. */
export const SIGNUP_RETRY_MS = 4_000;

/**
 * E-mail as shown in the header: the first 15 characters + `…` when longer, else unchanged
 * (`verylongaddress@example.com` → `verylongaddress…`). Counts code points, not UTF-16 units.
 */
export function shortenEmail(email: string): string {
  const chars = Array.from(email);
  return chars.length > EMAIL_SHORTCUT_LENGTH ? chars.slice(0, EMAIL_SHORTCUT_LENGTH).join('') + '…' : email;
}

/** True when `fetchedAtMs` is less than 60 s before `nowMs` (epoch milliseconds): label «только что». */
export function isJustNow(fetchedAtMs: number, nowMs: number): boolean {
  const age = nowMs - fetchedAtMs;
  return age >= 0 && age < JUST_NOW_SECONDS * 1000;
}
