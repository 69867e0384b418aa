/**
 * The hand-over of a sign-in from the site to the browser extension (docs/decisions/0009-extension-hand-over.md):
 * the message the site's confirmation page sends to the extension, its answer, and the shapes of
 * the API calls around it. Shared by the site, the extension and the server.
 */

/**
 * Id of the extension built from this repository for development: Chrome derives it from the
 * public key in `extension/dev-key.ts`, so an unpacked build has the same id on every machine.
 * The Web Store assigns its own id; list it in the server's `EXTENSION_IDS`.
 */
export const DEV_EXTENSION_ID = 'hilphbcciijelfgnnemddcllogdfkclo';

/** A Chrome extension id: 32 letters a–p (a SHA-256 prefix of its key, one letter per hex digit). */
export const EXTENSION_ID_PATTERN = /^[a-p]{32}$/;

/** A PKCE S256 challenge (RFC 7636 §4.2): base64url of a SHA-256, 43 characters without padding. */
export const CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A PKCE verifier (RFC 7636 §4.1): 43–128 unreserved characters; ours are 43 (32 random bytes). */
export const VERIFIER_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

/** Path of the site's page that confirms a hand-over: `?id=<extension id>&challenge=<S256 challenge>`. */
export const CONNECT_PAGE_PATH = '/extension/connect';

/** How long a hand-over token can be exchanged, seconds. */
export const HANDOVER_TTL_SECONDS = 120;

/** Answer of `POST /105/api/extension/handover`: the one-time token (a credential for two minutes). */
export interface HandoverDto {
  token: string;
  /** Seconds until the token expires. */
  expiresIn: number;
}

/** The message the confirmation page sends to the extension (`chrome.runtime.sendMessage`). */
export interface HandoverMessage {
  type: 'shtrafy:handover';
  token: string;
}

/** The extension's answer to a `HandoverMessage`: signed in, or why not (a Russian sentence). */
export type HandoverReply = { ok: true } | { ok: false; message: string };

/** True for a well-formed hand-over message (anything else sent to the extension is ignored). */
export function isHandoverMessage(value: unknown): value is HandoverMessage {
  if (!value || typeof value !== 'object') return false;
  const message = value as Partial<HandoverMessage>;
  return message.type === 'shtrafy:handover' && typeof message.token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(message.token);
}

/** One live sign-in of the account as `GET /105/api/user/signins` lists it. */
export interface SignInDto {
  id: number;
  /** Where it was made: the site or the Chrome extension (spec §3 platforms). */
  platform: 'web' | 'chromeExtension';
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; refreshed at most once an hour. */
  lastUsedAt: string;
  /** True for the sign-in that made this request. */
  current: boolean;
}
