/**
 * Build configuration of the extension (extension/scripts/build.ts puts the values in at build
 * time; see README «Расширение для Chrome»). Only the service worker and the popup import this.
 */
declare const __SHTRAFY_SITE_URL__: string;
declare const __SHTRAFY_API_BASE_URL__: string;

/** The site's origin: the confirmation page, the pages of fines, the only origin that may hand over a sign-in. */
export const SITE_URL: string = __SHTRAFY_SITE_URL__;

/** Where `/105/api` lives (the site's origin unless the API is served from another host). */
export const API_BASE_URL: string = __SHTRAFY_API_BASE_URL__;
