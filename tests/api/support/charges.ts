import { eq } from 'drizzle-orm';
import { GET as finesBy } from '@/app/105/api/fines/by/[kind]/[id]/route';
import { GET as listFines } from '@/app/105/api/fines/route';
import type { ChargeListTab } from '@/lib/domain/fine-status';
import type { ChargeRowDto, ChargesPageDto, FineRowDto, OrderRowDto } from '@/lib/contract/fines';
import { getDb } from '@/lib/server/db/client';
import { charges, chargeSources } from '@/lib/server/db/schema';
import { call, type TestAuth } from './call';

/** A document whose charges `GET /105/api/fines/by/{kind}/{id}` lists. */
export interface ByDocument {
  kind: 'sts' | 'car' | 'dl' | 'inn';
  id: number;
}

/**
 * One page of `GET /105/api/fines` (or of `fines/by/{kind}/{id}` with `by`) with the given query;
 * throws on anything but `ok`.
 */
export async function chargesPage(
  auth: TestAuth,
  query: Record<string, string | number> = {},
  by?: ByDocument,
): Promise<ChargesPageDto> {
  const answer = by
    ? await call(finesBy, `fines/by/${by.kind}/${by.id}`, { auth, query, params: { kind: by.kind, id: String(by.id) } })
    : await call(listFines, 'fines', { auth, query });
  if (answer.json.status !== 'ok') throw new Error(`fines: ${JSON.stringify(answer.json)}`);
  return answer.json as ChargesPageDto;
}

/** Every row of one tab, page by page through `nextCursor` (the query's other filters kept). */
export async function wholeTab(
  auth: TestAuth,
  tab: ChargeListTab,
  query: Record<string, string | number> = {},
  by?: ByDocument,
): Promise<ChargeRowDto[]> {
  const rows: ChargeRowDto[] = [];
  let cursor: string | null = null;
  do {
    const page: ChargesPageDto = await chargesPage(auth, { limit: 100, ...query, tab, ...(cursor && { cursor }) }, by);
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

/**
 * Every listed fine and tax charge (unpaid, then paid tab) and every bailiff order of the user,
 * or of one of their documents (`by`).
 */
export async function everyCharge(auth: TestAuth, by?: ByDocument): Promise<{ fines: FineRowDto[]; orders: OrderRowDto[] }> {
  const fines = [...(await wholeTab(auth, 'unpaid', {}, by)), ...(await wholeTab(auth, 'paid', {}, by))] as FineRowDto[];
  return { fines, orders: (await wholeTab(auth, 'orders', {}, by)) as OrderRowDto[] };
}

/** The user's stored charges straight from the table, with the documents that found each. */
export async function storedCharges(userId: number) {
  const db = await getDb();
  const rows = await db.select().from(charges).where(eq(charges.userId, userId));
  const sources = await db.select().from(chargeSources);
  return rows.map((r) => ({
    ...r,
    documentIds: sources.filter((s) => s.chargeId === r.id).map((s) => s.documentId),
  }));
}
