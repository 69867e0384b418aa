import type { SortIdentifier, SortIdentifiers } from '@/api-client/ordinances-store';

/** The user's document ids by filter kind. */
export interface DocumentIdsByKind {
  sts: readonly number[];
  dl: readonly number[];
  inn: readonly number[];
}

/**
 * Ids of the documents the filter stands for: null for «all»; for a kind, the chosen document, or
 * every document of that kind when none is chosen or the chosen one has been removed since.
 */
export function selectedDocumentIds(
  sortIdentifier: SortIdentifier,
  sortIdentifiers: SortIdentifiers,
  documents: DocumentIdsByKind,
): ReadonlySet<number> | null {
  if (sortIdentifier === 'all') return null;
  const ids = documents[sortIdentifier];
  const chosen = sortIdentifiers[sortIdentifier];
  return new Set(chosen !== null && ids.includes(chosen) ? [chosen] : ids);
}

/** The charges found by any of `ids` (each charge lists the documents that found it); all when `ids` is null. */
export function filterByDocuments<T extends { documentIds: readonly number[] }>(
  items: readonly T[],
  ids: ReadonlySet<number> | null,
): readonly T[] {
  if (ids === null) return items;
  return items.filter((item) => item.documentIds.some((id) => ids.has(id)));
}
