import 'server-only';
import type { ChargesPageDto, DocumentCheckDto } from '@/lib/contract/fines';
import { todayInMoscow } from '@/lib/domain/dates';
import { kindByFilterName, type DocumentType } from '@/lib/domain/document-kinds';
import type { ChargeListQuery } from '@/lib/validation/charge-list';
import type { Db } from '@/lib/server/db/client';
import { getRegistry } from '@/lib/server/adapters/registry';
import { findOwnDocument, type DocumentRow } from '@/lib/server/documents/queries';
import { notFound } from '@/lib/server/errors';
import type { OwnerScope } from '@/lib/server/owner-scope';
import { toChargeRowDto } from './dto';
import { decodeCursor, encodeCursor } from './list-cursor';
import { filterKey, type ChargeListFilter } from './list-filter';
import { chargeListSummary, listChargeRows } from './list-queries';
import { checkStates, readCheckedDocuments, type CheckedDocuments } from './service';

const MSG_NO_DOCUMENT = 'Документ не найден';

/**
 * `GET /105/api/fines`: one page of the scope's charge list (docs/api.md «Lists») — the tab's rows
 * after the cursor, newest first, with the tab counts, the unpaid totals and every document's
 * lookup state (read before the rows). `today` (`YYYY-MM-DD`, Moscow) decides which discounts last.
 * `checked`: the scope's documents and states a preload has just read, so they are not read again.
 * @throws AppError 404 when `document` is not the scope's (or not of the `show` kind);
 *   400 when the cursor is not one this server made for this owner and these filters.
 */
export async function listChargesPage(
  db: Db,
  scope: OwnerScope,
  query: ChargeListQuery,
  today = todayInMoscow(),
  checked?: CheckedDocuments,
): Promise<ChargesPageDto> {
  // The documents and their lookup states in one read, before the charges (see readPage).
  const { rows: docs, states } = checked ?? (await readCheckedDocuments(db, scope));
  const shownKind = query.show === 'all' ? undefined : kindByFilterName(query.show)?.type;
  let documents: ChargeListFilter['documents'] = shownKind ? { type: shownKind } : null;
  if (query.document !== undefined) {
    const doc = docs.find((d) => d.id === query.document && (!shownKind || d.type === shownKind));
    if (!doc) throw notFound(MSG_NO_DOCUMENT);
    documents = { id: doc.id };
  }
  return readPage(db, scope, filterOf(query, documents), query, docs, today, states);
}

/**
 * `GET /105/api/fines/by/{sts|car|dl|inn}/{id}` (spec §7): the same page for one document, whose
 * lookup state is the only one answered. @throws AppError 404 when the document is not the
 * scope's or not of that type; 400 for a bad cursor.
 */
export async function listChargesOfDocument(
  db: Db,
  scope: OwnerScope,
  by: { type: DocumentType; id: number },
  query: ChargeListQuery,
  today = todayInMoscow(),
): Promise<ChargesPageDto> {
  const doc = await findOwnDocument(db, scope, by.id, by.type);
  if (!doc) throw notFound(MSG_NO_DOCUMENT);
  return readPage(db, scope, filterOf(query, { id: doc.id }), query, [doc], today);
}

function filterOf(query: ChargeListQuery, documents: ChargeListFilter['documents']): ChargeListFilter {
  return { tab: query.tab, documents, kind: query.kind ?? null, from: query.from ?? null, to: query.to ?? null };
}

async function readPage(
  db: Db,
  scope: OwnerScope,
  filter: ChargeListFilter,
  query: Pick<ChargeListQuery, 'cursor' | 'limit' | 'summary'>,
  shownDocuments: readonly DocumentRow[],
  today: string,
  knownStates?: DocumentCheckDto[],
): Promise<ChargesPageDto> {
  const key = filterKey(filter);
  // The cursor is checked before anything is read, so a refused one costs no query.
  const after = query.cursor ? decodeCursor(scope, key, query.cursor) : null;
  // States before charges: when every state read is final, the rows read next hold every result.
  const documents = knownStates ?? (await checkStates(db, scope, shownDocuments));
  // The summary reads every row of the owner: a fleet's later pages skip it unless asked.
  const [rows, summary] = await Promise.all([
    listChargeRows(db, scope, filter, after, query.limit + 1),
    !query.cursor || query.summary ? chargeListSummary(db, scope, filter, today) : undefined,
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toChargeRowDto),
    nextCursor: rows.length > query.limit && last ? encodeCursor(scope, key, { billDate: last.billDate, id: last.id }) : null,
    limit: query.limit,
    ...summary,
    documents,
    sandbox: getRegistry().sandbox,
  };
}
