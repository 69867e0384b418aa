import type { DocumentSortIdentifier, SortIdentifier } from '@/api-client/ordinances-store';

/** Tabs of the fines list, as named in the URL (`?tab=orders`). */
export type FinesTabId = 'unpaid' | 'paid' | 'orders';

/** Which fines the list shows: a kind of document (or all) and maybe one document of it. */
export interface ListFilter {
  kind: SortIdentifier;
  /** One document of `kind`; null for every document of it. */
  documentId: number | null;
}

/** Everything the fines list keeps in its address, so reload and «back» return to the same view. */
export interface ListView {
  filter: ListFilter;
  tab: FinesTabId;
}

const KINDS: readonly SortIdentifier[] = ['all', 'sts', 'dl', 'inn'];
const TABS: readonly FinesTabId[] = ['unpaid', 'paid', 'orders'];

type Params = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Reads `?show=sts&document=12&tab=orders`; anything unknown falls back to all documents and the
 * unpaid tab (an address is user input: never an error page for it).
 */
export function parseListView(params: Params | URLSearchParams): ListView {
  const get = (key: string) => (params instanceof URLSearchParams ? (params.get(key) ?? undefined) : first(params[key]));
  const show = get('show');
  const kind = KINDS.find((k) => k === show) ?? 'all';
  const id = Number(get('document'));
  const documentId = kind !== 'all' && Number.isSafeInteger(id) && id > 0 ? id : null;
  const tab = TABS.find((t) => t === get('tab')) ?? 'unpaid';
  return { filter: { kind, documentId }, tab };
}

/** The list's address for a view: defaults are left out, so the plain view is plain `/fines/list`. */
export function listViewHref(view: ListView, path = '/fines/list'): string {
  const params = new URLSearchParams();
  if (view.filter.kind !== 'all') params.set('show', view.filter.kind);
  if (view.filter.kind !== 'all' && view.filter.documentId !== null) params.set('document', String(view.filter.documentId));
  if (view.tab !== 'unpaid') params.set('tab', view.tab);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The filter after choosing a kind (its document choice is reset) or one document of a kind. */
export function chooseFilter(kind: SortIdentifier, documentId: number | null = null): ListFilter {
  return { kind, documentId: kind === 'all' ? null : documentId };
}

/** Filter kind of a document type. */
export const KIND_OF_TYPE: Record<'sts' | 'driverLicense' | 'inn', DocumentSortIdentifier> = {
  sts: 'sts',
  driverLicense: 'dl',
  inn: 'inn',
};
