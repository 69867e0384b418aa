import type { DocumentFilterName } from '@/lib/domain/document-kinds';
import type { ChargeListTab } from '@/lib/domain/fine-status';
import type { ChargeListAddress } from '@/lib/domain/charge-list-address';

/** True when two addresses show the same view (tab, documents and starting page). */
export function sameAddress(a: ChargeListAddress, b: ChargeListAddress): boolean {
  return a.show === b.show && a.document === b.document && a.tab === b.tab && a.cursor === b.cursor;
}

/**
 * The view after choosing a kind of document (`all` or one kind, every document of it) or one
 * document of a kind. The list starts again from its first page; the tab stays.
 */
export function chooseDocuments(
  address: ChargeListAddress,
  show: 'all' | DocumentFilterName,
  document: number | null = null,
): ChargeListAddress {
  return { ...address, show, document: show === 'all' ? null : document, cursor: null };
}

/** The view after choosing a tab: its first page, the same documents. */
export function chooseTab(address: ChargeListAddress, tab: ChargeListTab): ChargeListAddress {
  return { ...address, tab, cursor: null };
}
