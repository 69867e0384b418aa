import type { DocumentFilterName } from './document-kinds';
import type { ChargeListTab } from './fine-status';

/*
 * The address of a charge list view, without any schema library: the list's client code needs only
 * this, so the browser does not carry the query parser (lib/validation/charge-list.ts) with it.
 */

/** Charges on a page when the request names no `limit` (and on every page of the web client). */
export const CHARGE_PAGE_SIZE = 20;

/**
 * What a list page keeps in its address (`/fines/list?show=sts&document=12&tab=orders&cursor=…`),
 * so reload, «back» and a shared link return to the same view, and paging works without JavaScript.
 */
export interface ChargeListAddress {
  show: 'all' | DocumentFilterName;
  /** One document of the `show` kind; null for every document of it. */
  document: number | null;
  tab: ChargeListTab;
  /** The page to start at; null for the first. */
  cursor: string | null;
}

/** The plain view: every document, the unpaid tab, its first page. */
export const DEFAULT_LIST_ADDRESS: ChargeListAddress = Object.freeze({
  show: 'all',
  document: null,
  tab: 'unpaid',
  cursor: null,
});

/**
 * The query string of a view (`show=sts&document=12&tab=orders&cursor=…`), defaults left out so
 * the plain view is an empty string. Pages use it for addresses, the API client for requests.
 */
export function listAddressQuery(address: ChargeListAddress): string {
  const params = new URLSearchParams();
  if (address.show !== 'all') params.set('show', address.show);
  if (address.show !== 'all' && address.document !== null) params.set('document', String(address.document));
  if (address.tab !== 'unpaid') params.set('tab', address.tab);
  if (address.cursor) params.set('cursor', address.cursor);
  return params.toString();
}

/** The address of a view on `path` (`/fines/list`, `/profile`). */
export function listAddressHref(address: ChargeListAddress, path: string): string {
  const query = listAddressQuery(address);
  return query ? `${path}?${query}` : path;
}
