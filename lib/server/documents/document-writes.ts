import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { userScope } from '@/lib/server/owner-scope';
import type { DocumentType } from '@/lib/contract/documents';
import { DOCUMENT_LIST_LIMIT } from '@/lib/domain/limits';
import { MSG_DOCUMENT_DUPLICATE, MSG_DOCUMENT_LIMIT } from '@/lib/domain/messages';
import { conflict, notFound } from '@/lib/server/errors';
import { requeueLookup } from '@/lib/server/fines/lookup-queue';
import { findOwnDocumentByNumber } from './lookup-queries';
import {
  countDocuments,
  deleteOwnDocument,
  documentNumbers,
  findOwnDocument,
  forgetDocumentCharges,
  insertDocuments,
  lockUser,
  updateOwnDocument,
  type DocumentFields,
  type DocumentRow,
} from './queries';

/** What a document service stores: the normalized number and the fields the user may set. */
export type DocumentValues = DocumentFields & { number: string };

/**
 * Adds a document of `type` for the user, under the user's row lock so the checks hold under races.
 * @throws AppError 409 `duplicate` when they already have this number, 409 `limit` when they
 * already have 50 of this type (spec §3).
 */
export async function addOwnDocument(db: Db, userId: number, type: DocumentType, values: DocumentValues): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await documentNumbers(tx, userId, type)).has(values.number)) throw conflict('duplicate', MSG_DOCUMENT_DUPLICATE);
    if ((await countDocuments(tx, userId, type)) >= DOCUMENT_LIST_LIMIT) throw conflict('limit', MSG_DOCUMENT_LIMIT);
    const [row] = await insertDocuments(tx, [{ ...values, userId, type }]);
    return row!;
  });
}

/**
 * Replaces the user-set fields of one of the user's documents (absent optional fields become null).
 * A changed number is another document: the charges the old number found go (as when a document
 * is deleted), its check state is reset and a lookup of the new number is asked at once (its first
 * lookup, so it does not mail the whole history as new fines).
 * @throws AppError 404 with `missing` when it is not theirs, 409 `duplicate` when the new number is taken.
 */
export async function editOwnDocument(
  db: Db,
  userId: number,
  id: number,
  type: DocumentType,
  values: DocumentValues,
  missing: string,
): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await findOwnDocument(tx, userScope(userId), id, type);
    if (!current) throw notFound(missing);
    const renumbered = current.number !== values.number;
    if (renumbered && (await documentNumbers(tx, userId, type)).has(values.number)) {
      throw conflict('duplicate', MSG_DOCUMENT_DUPLICATE);
    }
    const reset = renumbered ? { checkedAt: null, checkError: null } : {};
    const row = await updateOwnDocument(tx, userId, id, type, { ...values, ...reset });
    if (renumbered) {
      // The old number's fines are not this number's; a lookup of the old number still running
      // is discarded when it ends (saveLookupResult compares the number) and the new one is asked.
      await forgetDocumentCharges(tx, userId, id, type);
      await requeueLookup(tx, userId, id);
    }
    return row!;
  });
}

/**
 * Removes the user's document with this number and the charges only it found.
 * @throws AppError 404 with `missing` when the user has no such document.
 */
export async function deleteOwnDocumentByNumber(
  db: Db,
  userId: number,
  type: DocumentType,
  number: string,
  missing: string,
): Promise<void> {
  const ok = await db.transaction(async (tx) => {
    const doc = await findOwnDocumentByNumber(tx, userId, type, number);
    return doc ? deleteOwnDocument(tx, userId, doc.id, type) : false;
  });
  if (!ok) throw notFound(missing);
}

/**
 * Removes the user's document by id and the charges only it found.
 * @throws AppError 404 with `missing` when it is not theirs.
 */
export async function deleteOwnDocumentById(
  db: Db,
  userId: number,
  id: number,
  type: DocumentType,
  missing: string,
): Promise<void> {
  const ok = await db.transaction((tx) => deleteOwnDocument(tx, userId, id, type));
  if (!ok) throw notFound(missing);
}
