import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { documents } from '@/lib/server/db/schema';
import type { DocumentType } from '@/lib/contract/documents';
import type { DocumentRow } from './queries';

/** One of the user's documents by its normalized number; undefined when they have none such. */
export async function findOwnDocumentByNumber(
  db: Db,
  userId: number,
  type: DocumentType,
  number: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.type, type), eq(documents.number, number)))
    .limit(1);
  return row;
}

/**
 * The user's newest СТС with this plate number (`А123ВС`) and region (`77`); undefined when none.
 * Newest, because a car re-registered with the same plate gets a new certificate that replaces the old.
 */
export async function findOwnStsByPlate(
  db: Db,
  userId: number,
  plateNumber: string,
  plateRegion: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.userId, userId),
        eq(documents.type, 'sts'),
        eq(documents.plateNumber, plateNumber),
        eq(documents.plateRegion, plateRegion),
      ),
    )
    .orderBy(desc(documents.id))
    .limit(1);
  return row;
}
