/**
 * Names shared by the proxy (proxy.ts) and the pages it hands requests to.
 */

/**
 * Request header with the path and query the visitor asked for, as the proxy saw it. The proxy
 * always overwrites it, so a value a client sends itself never reaches a page.
 */
export const REQUEST_PATH_HEADER = 'x-shtrafy-request-path';

/**
 * The page that handles a sign-in link (`?userId=…&rand=…&session=…` on any page): the proxy
 * redirects such a visit to it, with the page to return to in `next`.
 */
export const LINK_SIGN_IN_PATH = '/link-sign-in';

/** Where the sign-in link page's «Войти как …» form posts when the page's scripts are not running. */
export const LINK_SIGN_IN_FORM_ACTION = '/auth/triple';

/** Where /profile's «Выйти» posts when the page's scripts are not running (app/auth/sign-out/route.ts). */
export const SIGN_OUT_FORM_ACTION = '/auth/sign-out';
