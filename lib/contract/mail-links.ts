/**
 * What a link in a notification mail (confirm the address, unsubscribe) stands for when its page
 * opens, read by the server without using it: `open` (one press will act), `done` (it acted, maybe
 * by the page's own form a moment ago), `invalid` (never issued, expired, or for an address changed
 * since). `email` is the address the mail went to; `doNotify` (a confirmation link's) whether the
 * account's new-fine mails are switched on now, so a confirmed address promises mail only then.
 */
export type MailLinkState = { state: 'open' | 'done'; email: string; doNotify?: boolean } | { state: 'invalid' };

/** Why the page's form (without JavaScript) could not act: too many tries, or the server could not answer. */
export type MailLinkFailure = 'limit' | 'unavailable';

/** What a mail link's page renders with: the link's token, what it stands for now, a failed press without scripts. */
export interface MailLinkPageProps {
  token: string | null;
  /** Null without a token. */
  link: MailLinkState | null;
  failure: MailLinkFailure | null;
  /** The server's word for a link no longer valid (its message lives with the server's check). */
  invalidMessage: string;
}
