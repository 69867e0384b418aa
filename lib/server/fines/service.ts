import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { DocumentType } from '@/lib/contract/documents';
import type { DocumentCheckDto, FineDto, FinesListDto, OrderDto } from '@/lib/contract/fines';
import { env } from '@/lib/env';
import { notFound } from '@/lib/server/errors';
import { getRegistry } from '@/lib/server/adapters/registry';
import { findOwnDocument, listDocuments, type DocumentRow } from '@/lib/server/documents/queries';
import { enqueueStaleLookups, pendingLookups } from './lookup-queue';
import { findOwnCharge, listCharges } from './queries';
import { toFineDto, toOrderDto } from './dto';

/** Seconds a client waits before asking preload again while lookups run. */
export const PRELOAD_WAIT_SECONDS = 2;

/** Result of a preload: still waiting (`wait` seconds) or done, with per-document freshness. */
export type PreloadResult = { wait: number } | { wait: 0; documents: DocumentCheckDto[] };

function toCheckDto(d: DocumentRow): DocumentCheckDto {
  return { id: d.id, type: d.type, number: d.number, checkedAt: d.checkedAt?.toISOString() ?? null, checkError: d.checkError };
}

/**
 * `GET /105/api/preload`: queues registry lookups for the user's documents whose results are
 * missing or stale (FINES_STALE_SECONDS) and says whether any are still running.
 * `onQueued` is called when work was queued, so the caller can wake the worker.
 */
export async function preload(db: Db, userId: number, onQueued: () => void): Promise<PreloadResult> {
  const queued = await enqueueStaleLookups(db, userId, env().FINES_STALE_SECONDS);
  const pending = queued > 0 ? queued : await pendingLookups(db, userId);
  if (queued > 0 || pending > 0) onQueued();
  if (pending > 0) return { wait: PRELOAD_WAIT_SECONDS };
  return { wait: 0, documents: (await listDocuments(db, userId)).map(toCheckDto) };
}

/**
 * The user's fines, tax charges and bailiff orders; with `by`, only those one of their documents
 * found. @throws AppError 404 when that document is not the user's.
 */
export async function listFines(db: Db, userId: number, by?: { type: DocumentType; id: number }): Promise<FinesListDto> {
  let docs: DocumentRow[];
  if (by) {
    const doc = await findOwnDocument(db, userId, by.id, by.type);
    if (!doc) throw notFound('Документ не найден');
    docs = [doc];
  } else {
    docs = await listDocuments(db, userId);
  }
  const rows = await listCharges(db, userId, by?.id);
  return {
    fines: rows.filter((r) => r.kind !== 'order').map(toFineDto),
    orders: rows.filter((r) => r.kind === 'order').map(toOrderDto),
    documents: docs.map(toCheckDto),
    sandbox: getRegistry().sandbox,
  };
}

/** `GET /105/api/fine?fine=` — one fine by id or УИН. @throws AppError 404 when not the user's. */
export async function getFine(db: Db, userId: number, key: { id: number } | { uin: string }): Promise<FineDto> {
  const row = await findOwnCharge(db, userId, key, ['fine', 'tax']);
  if (!row) throw notFound('Штраф не найден');
  return toFineDto(row);
}

/** `GET /105/api/order?id=` — one bailiff order by id or УИН. @throws AppError 404 when not the user's. */
export async function getOrder(db: Db, userId: number, key: { id: number } | { uin: string }): Promise<OrderDto> {
  const row = await findOwnCharge(db, userId, key, ['order']);
  if (!row) throw notFound('Постановление ФССП не найдено');
  return toOrderDto(row);
}
