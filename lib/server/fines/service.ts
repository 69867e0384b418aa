import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { DocumentCheckDto, FineDto, OrderDto } from '@/lib/contract/fines';
import { env } from '@/lib/env';
import { notFound } from '@/lib/server/errors';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { findOwnDocument, type DocumentRow } from '@/lib/server/documents/queries';
import { scopeUserId, userScope, type OwnerScope } from '@/lib/server/owner-scope';
import { enqueueStaleLookups, requeueLookup } from './lookup-queue';
import { activeLookups, readDocumentsWithLookups, toCheckDtos } from './lookup-states';
import { findOwnCharge } from './queries';
import { toFineDto, toOrderDto } from './dto';

/** Seconds a client waits before asking preload again while lookups run. */
export const PRELOAD_WAIT_SECONDS = 2;

/**
 * The owner's documents and their lookup states, the lookup jobs read before the documents (as
 * checkStates reads them): a page that has them reads its charges after, without asking again.
 */
export interface CheckedDocuments {
  rows: readonly DocumentRow[];
  states: DocumentCheckDto[];
}

/**
 * Result of a preload: `wait` seconds before asking again while any document is `pending` (0 when
 * none is), and what was read: every document with its lookup state (`checked.states`, the API's
 * `documents`) and the rows, for a page rendered right after.
 */
export interface PreloadResult {
  wait: number;
  checked: CheckedDocuments;
}

/**
 * The given documents of the scope with the state of their registry lookups (readCheckedDocuments
 * reads all of them). Read before a list's charges: when every state read is final, the charges
 * read after include every result.
 */
export async function checkStates(db: Db, scope: OwnerScope, docs: readonly DocumentRow[]): Promise<DocumentCheckDto[]> {
  const jobs = await activeLookups(db, scopeUserId(scope));
  return toCheckDtos(docs, jobs, env().FINES_STALE_SECONDS);
}

/**
 * Every document of the scope and its lookup state, for a page that shows the documents and a list
 * read after: one statement serves both (readDocumentsWithLookups).
 */
export async function readCheckedDocuments(db: Db, scope: OwnerScope): Promise<CheckedDocuments> {
  const staleSeconds = env().FINES_STALE_SECONDS;
  const read = await readDocumentsWithLookups(db, scope, staleSeconds);
  return { rows: read.rows, states: toCheckDtos(read.rows, read.jobs, staleSeconds) };
}

/**
 * `GET /105/api/preload`: queues registry lookups for the user's documents whose results are
 * missing or stale (FINES_STALE_SECONDS) and answers each document's lookup state.
 * `onQueued` is called when work is queued or pending, so the caller can wake the worker.
 * A visit with nothing due (the usual one) costs one statement; queueing reads the states again.
 */
export async function preload(db: Db, userId: number, onQueued: () => void): Promise<PreloadResult> {
  const staleSeconds = env().FINES_STALE_SECONDS;
  const scope = userScope(userId);
  let read = await readDocumentsWithLookups(db, scope, staleSeconds);
  let queued = 0;
  if (read.due) {
    queued = await enqueueStaleLookups(db, userId, staleSeconds);
    read = await readDocumentsWithLookups(db, scope, staleSeconds);
  }
  const checked = { rows: read.rows, states: toCheckDtos(read.rows, read.jobs, staleSeconds) };
  const pending = checked.states.some((d) => d.state === 'pending');
  if (queued > 0 || pending) onQueued();
  return { wait: pending ? PRELOAD_WAIT_SECONDS : 0, checked };
}

/** «Повторить» takes a registry lookup each time: a person needs a few, not hundreds. */
const RETRY_RULE = {
  name: 'lookup-retry',
  limit: 30,
  windowSeconds: 15 * 60,
  message: 'Слишком много повторных проверок. Попробуйте {wait}',
};

/**
 * `POST /105/api/preload/retry`: looks up one of the user's documents again now, whatever its
 * state, and answers its new state (`pending`). `onQueued` wakes the worker.
 * @throws AppError 404 when the document is not the user's; 429 over RETRY_RULE.
 */
export async function retryLookup(db: Db, userId: number, documentId: number, onQueued: () => void): Promise<DocumentCheckDto> {
  const scope = userScope(userId);
  const doc = await findOwnDocument(db, scope, documentId);
  if (!doc) throw notFound('Документ не найден');
  await hitRateLimit(db, RETRY_RULE, `user:${userId}`);
  await requeueLookup(db, userId, documentId);
  onQueued();
  const [state] = await checkStates(db, scope, [doc]);
  return state!;
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
