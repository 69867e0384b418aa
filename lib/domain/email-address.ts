// The package's own file: a bare 'punycode' is Node's deprecated built-in, and tsx cannot resolve 'punycode/'.
import punycode from 'punycode/punycode.js';

/** SMTP's longest address (RFC 5321 §4.5.3.1.3 path minus its brackets), counted in its ASCII form. */
export const EMAIL_MAX_LENGTH = 254;

// The local part: the «practical» set zod's `z.email()` accepts (dots between atoms, no quotes).
// Letters outside ASCII there need SMTPUTF8 (RFC 6531), which relays and mailbox providers do not
// all accept, so they are refused: a sign-in link that never arrives is worse than a clear error.
const LOCAL_PART = /^(?:[a-z0-9_'+-]+\.)*[a-z0-9_'+-]*[a-z0-9_+-]$/;
const LOCAL_PART_MAX = 64;

// A host name after IDNA (RFC 5890): LDH labels of 1–63, a top-level label of letters or an
// A-label (`xn--p1ai` is .рф), 253 at most.
const ASCII_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const HOST_MAX = 253;

// Characters a URL parser would read as something other than part of the host (or decode, like %).
const NOT_IN_HOST = /[\s/\\?#@:%[\]<>"'`^{|}]/u;

/**
 * The one spelling of an e-mail address, or `null` when it is not one we can deliver to.
 *
 * Input: trimmed and lower-cased text (the schemas do that first). The domain may be written in
 * Cyrillic (`ivan@пример.рф`) or as its A-labels (`ivan@xn--e1afmkfd.xn--p1ai`, what Chromium puts
 * in an `<input type="email">`): both give `ivan@пример.рф`, so one mailbox is one account whichever
 * way it was typed. The domain goes through the WHATWG URL parser (IDNA UTS #46 mapping, the same
 * in the browser and on the server), then back to Unicode for people to read; mail is sent with
 * the A-labels (nodemailer converts the envelope and the headers; tests/api/mail-delivery.test.ts). The local part is ASCII only (see LOCAL_PART).
 */
export function canonicalEmail(value: string): string | null {
  const at = value.lastIndexOf('@');
  if (at <= 0) return null;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > LOCAL_PART_MAX || !LOCAL_PART.test(local)) return null;
  const asciiDomain = asciiHost(domain);
  if (asciiDomain === null) return null;
  if (local.length + 1 + asciiDomain.length > EMAIL_MAX_LENGTH) return null;
  return `${local}@${punycode.toUnicode(asciiDomain)}`;
}

/** `canonicalEmail` of text as typed (trimmed and lower-cased first); `null` when not an address. */
export function normalizeEmail(typed: string): string | null {
  return canonicalEmail(typed.trim().toLowerCase());
}

function asciiHost(domain: string): string | null {
  if (domain === '' || NOT_IN_HOST.test(domain)) return null;
  let host: string;
  try {
    host = new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
  return host.length <= HOST_MAX && ASCII_HOST.test(host) ? host : null;
}
