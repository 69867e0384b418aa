import 'server-only';
import { and, eq, gte, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { DocumentType } from '@/lib/domain/document-kinds';
import type { ChargeListTab } from '@/lib/domain/fine-status';
import type { Db } from '@/lib/server/db/client';
import { charges, chargeSources, documents } from '@/lib/server/db/schema';
import { documentsOwnedBy } from '@/lib/server/documents/queries';
import type { OwnerScope } from '@/lib/server/owner-scope';

/**
 * Which charges a list holds: a tab, and optionally the documents that found them, the kind of
 * charge and a bill date range. The documents are already known to be the owner's.
 */
export interface ChargeListFilter {
  tab: ChargeListTab;
  /** One document, every document of a type, or every document (null). */
  documents: { id: number } | { type: DocumentType } | null;
  /** `tax`: tax charges only; `fine`: fines and the bailiff orders that replaced them; null: all. */
  kind: 'fine' | 'tax' | null;
  /** Bill dates from and to, inclusive, `YYYY-MM-DD`; null for open ends. */
  from: string | null;
  to: string | null;
}

/**
 * A stable text of the filter (`unpaid|d:12|*|2025-01-01|`), bound into the list's cursors: a cursor
 * only continues the very list it was made for.
 */
export function filterKey(filter: ChargeListFilter): string {
  const docs =
    filter.documents === null ? '*' : 'id' in filter.documents ? `d:${filter.documents.id}` : `t:${filter.documents.type}`;
  return [filter.tab, docs, filter.kind ?? '*', filter.from ?? '', filter.to ?? ''].join('|');
}

/** Rows of `charges` the scope owns. Every list query starts here. */
export function chargesOwnedBy(scope: OwnerScope): SQL {
  switch (scope.kind) {
    case 'user':
      return eq(charges.userId, scope.userId);
  }
}

/**
 * The conditions of a list over every tab: the owner, the documents, the kind and the dates, and
 * only charges that are listed at all (`list_tab` set). The tab itself is added by the caller.
 */
export function listConditions(db: Db, scope: OwnerScope, filter: Omit<ChargeListFilter, 'tab'>): SQL {
  const found = filter.documents;
  const byDocuments = !found
    ? undefined
    : 'id' in found
      ? inArray(
          charges.id,
          db.select({ id: chargeSources.chargeId }).from(chargeSources).where(eq(chargeSources.documentId, found.id)),
        )
      : inArray(
          charges.id,
          db
            .select({ id: chargeSources.chargeId })
            .from(chargeSources)
            .innerJoin(documents, eq(documents.id, chargeSources.documentId))
            .where(and(documentsOwnedBy(scope), eq(documents.type, found.type))),
        );
  const byKind =
    filter.kind === 'tax'
      ? eq(charges.kind, 'tax')
      : filter.kind === 'fine'
        ? inArray(charges.kind, ['fine', 'order'])
        : undefined;
  return and(
    chargesOwnedBy(scope),
    isNotNull(charges.listTab),
    byDocuments,
    byKind,
    filter.from ? gte(charges.billDate, filter.from) : undefined,
    filter.to ? lte(charges.billDate, filter.to) : undefined,
  )!;
}
