import 'server-only';
import { hasSummary, type ChargesSummaryPageDto } from '@/lib/contract/fines';
import { CHARGE_PAGE_SIZE, type ChargeListAddress } from '@/lib/domain/charge-list-address';
import { kindByFilterName } from '@/lib/domain/document-kinds';
import type { Db } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import type { OwnerScope } from '@/lib/server/owner-scope';
import { listChargesPage } from './list-service';
import type { CheckedDocuments } from './service';

/**
 * The page a server-rendered list shows for its address (/fines/list, /profile): the view's page,
 * or — when the address names a document (or a kind of document) the owner no longer has, or a cursor this server refuses
 * (another list's, or from before APP_SECRET changed) — the nearest view that exists. An address
 * is typed by people, so it never becomes an error page. Answers the view actually shown.
 * `checked`: the owner's documents and states a preload has just read (lib/server/fines/service.ts).
 */
export async function renderListPage(
  db: Db,
  scope: OwnerScope,
  address: ChargeListAddress,
  checked?: CheckedDocuments,
): Promise<{ address: ChargeListAddress; page: ChargesSummaryPageDto }> {
  try {
    const query = {
      tab: address.tab,
      show: address.show,
      document: address.document ?? undefined,
      cursor: address.cursor ?? undefined,
      limit: CHARGE_PAGE_SIZE,
      summary: true,
    };
    const page = await listChargesPage(db, scope, query, undefined, checked);
    if (!hasSummary(page)) throw new Error('A list page asked with its summary came without it');
    // A kind the owner has no document of (a bookmark kept after the only ВУ went): its empty list
    // would read «штрафов нет», so the nearest view is every document's.
    const shownKind = address.show === 'all' ? null : kindByFilterName(address.show)?.type;
    if (shownKind && !page.documents.some((d) => d.type === shownKind)) {
      return renderListPage(db, scope, { ...address, show: 'all', document: null, cursor: null }, checked);
    }
    return { address, page };
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.httpStatus === 400 && address.cursor) return renderListPage(db, scope, { ...address, cursor: null }, checked);
    if (error.httpStatus === 404 && address.document !== null) {
      return renderListPage(db, scope, { ...address, document: null, cursor: null }, checked);
    }
    throw error;
  }
}
