/**
 * The `type` of `POST /105/api/fos/send/auth`: `fine` when the page is served from the main
 * domain, else the product name (docs/api.md). The main domain comes from
 * `NEXT_PUBLIC_MAIN_DOMAIN`, inlined at build time; it is read here rather than in lib/env.ts
 * because only the browser needs it and lib/env.ts validates server configuration.
 */
const MAIN_DOMAIN = process.env.NEXT_PUBLIC_MAIN_DOMAIN ?? '';
const PRODUCT_NAME = 'shtrafy';

/** `fine` on the main domain, `shtrafy` anywhere else (other hosts, localhost, previews). */
export function signInLinkType(hostname: string = window.location.hostname): 'fine' | typeof PRODUCT_NAME {
  return MAIN_DOMAIN !== '' && hostname === MAIN_DOMAIN ? 'fine' : PRODUCT_NAME;
}
