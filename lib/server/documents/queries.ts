import 'server-only';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { charges, chargeSources, documents, users } from '@/lib/server/db/schema';
import type { DocumentType } from '@/lib/contract/documents';
import type { OwnerScope } from '@/lib/server/owner-scope';

/** A stored document row. */
export type DocumentRow = typeof documents.$inferSelect;
/** Fields a user may set on a document. */
export type DocumentFields = Partial<
  Pick<
    DocumentRow,
    | 'plateNumber'
    | 'plateRegion'
    | 'vehicleModel'
    | 'title'
    | 'surname'
    | 'firstName'
    | 'patronymic'
    | 'issueDate'
    | 'firstIssueDate'
  >
>;

/**
 * Rows of `documents` the scope owns: every read of documents starts here. An organization keeps
 * no documents (its charges come by its ИНН, its vehicles are the fleet list): none.
 */
export function documentsOwnedBy(scope: OwnerScope): SQL {
  switch (scope.kind) {
    case 'user':
      return eq(documents.userId, scope.userId);
    case 'organization':
      return sql`false`;
  }
}

/** The scope's documents (of one type, or all), oldest first. */
export function listDocuments(db: Db, scope: OwnerScope, type?: DocumentType) {
  return db
    .select()
    .from(documents)
    .where(and(documentsOwnedBy(scope), type ? eq(documents.type, type) : undefined))
    .orderBy(asc(documents.id));
}

/** One document by id (and type), only if the scope owns it. */
export async function findOwnDocument(
  db: Db,
  scope: OwnerScope,
  id: number,
  type?: DocumentType,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), documentsOwnedBy(scope), type ? eq(documents.type, type) : undefined))
    .limit(1);
  return row;
}

/** How many documents of a type the user has. */
export async function countDocuments(db: Db, userId: number, type: DocumentType): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.type, type)));
  return row?.n ?? 0;
}

/** Numbers of the user's documents of a type (for duplicate checks). */
export async function documentNumbers(db: Db, userId: number, type: DocumentType): Promise<Set<string>> {
  const rows = await db
    .select({ number: documents.number })
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.type, type)));
  return new Set(rows.map((r) => r.number));
}

/**
 * Takes a row lock on the user so that concurrent adds for the same user run one after another
 * (the 50-per-list limit and duplicate checks stay true under races). Call inside a transaction.
 */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Inserts documents and returns them. */
export function insertDocuments(db: Db, rows: (typeof documents.$inferInsert)[]) {
  return db.insert(documents).values(rows).returning();
}

/** Updates the user's document; returns the row, or undefined when it is not theirs. */
export async function updateOwnDocument(
  db: Db,
  userId: number,
  id: number,
  type: DocumentType,
  fields: DocumentFields & { number?: string },
) {
  const [row] = await db
    .update(documents)
    .set(fields)
    .where(and(eq(documents.id, id), eq(documents.userId, userId), eq(documents.type, type)))
    .returning();
  return row;
}

/**
 * Deletes the user's document and the charges it found that no other document of theirs found.
 * Charges kept by УИН (`fine/uinAdd`, found by no document) stay: deleting a СТС must not take a
 * fine added by its number, maybe being paid, with it. The charges go first, while the document's
 * sources still say what it found (they are deleted with it); only a document of the user and of
 * that type counts, so another user's id, or an ИНН's id given as a СТС's, deletes nothing. Call
 * inside a transaction. Returns false when the document is not theirs.
 */
export async function deleteOwnDocument(db: Db, userId: number, id: number, type: DocumentType): Promise<boolean> {
  await deleteChargesFoundOnlyBy(db, userId, id, type);
  const deleted = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId), eq(documents.type, type)))
    .returning({ id: documents.id });
  return deleted.length > 0;
}

/**
 * Forgets what a document's number found, when the number is replaced (another document under the
 * same row): the charges only it found are deleted, and its links to charges other documents also
 * found. Call with the user's lock held, in the transaction that changes the number.
 */
export async function forgetDocumentCharges(db: Db, userId: number, id: number, type: DocumentType): Promise<void> {
  await deleteChargesFoundOnlyBy(db, userId, id, type);
  await db.delete(chargeSources).where(eq(chargeSources.documentId, id));
}

/** Deletes the user's charges that this document found and no other document of theirs did. */
async function deleteChargesFoundOnlyBy(db: Db, userId: number, id: number, type: DocumentType): Promise<void> {
  await db.delete(charges).where(
    and(
      eq(charges.userId, userId),
      sql`${charges.id} in (select ${chargeSources.chargeId} from ${chargeSources} join ${documents} on ${documents.id} = ${chargeSources.documentId}
        where ${chargeSources.documentId} = ${id} and ${documents.userId} = ${userId} and ${documents.type} = ${type})`,
      sql`not exists (select 1 from ${chargeSources} where ${chargeSources.chargeId} = ${charges.id} and ${chargeSources.documentId} <> ${id})`,
    ),
  );
}
