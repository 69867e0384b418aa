/**
 * What a link in a notification mail (confirm the address, unsubscribe) stands for when its page
 * opens, read by the server without using it: `open` (one press will act), `done` (it acted, maybe
 * by the page's own form a moment ago), `invalid` (never issued, expired, or for an address changed
 * since). `email` is the address the mail went to.
 */
export type MailLinkState = { state: 'open' | 'done'; email: string } | { state: 'invalid' };

/** Why the page's form (without JavaScript) could not act: too many tries, or the server could not answer. */
export type MailLinkFailure = 'limit' | 'unavailable';
