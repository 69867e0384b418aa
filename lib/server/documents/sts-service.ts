import 'server-only';
import { DOCUMENT_KINDS } from '@/lib/domain/document-kinds';
import type { Db } from '@/lib/server/db/client';
import { userScope } from '@/lib/server/owner-scope';
import type { StsDto } from '@/lib/contract/documents';
import type { StsInput } from '@/lib/validation/sts';
import { DOCUMENT_LIST_LIMIT } from '@/lib/domain/limits';
import { MSG_DOCUMENT_LIMIT } from '@/lib/domain/messages';
import { conflict } from '@/lib/server/errors';
import { documentNumbers, insertDocuments, listDocuments, lockUser, type DocumentRow } from './queries';
import { addOwnDocument, deleteOwnDocumentById, editOwnDocument, type DocumentValues } from './document-writes';

const MSG_NOT_FOUND = DOCUMENT_KINDS.sts.notFound;

/** Maps a stored row to the API shape. */
export function toStsDto(row: DocumentRow): StsDto {
  return {
    id: row.id,
    sts: row.number,
    vehiclePlateNumber: row.plateNumber,
    vehiclePlateRegion: row.plateRegion,
    vehicleModel: row.vehicleModel,
    name: row.title,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

// Absent optional fields are stored as null, never as '' (spec §5).
function toValues(input: StsInput): DocumentValues {
  return {
    number: input.sts,
    plateNumber: input.vehiclePlateNumber ?? null,
    plateRegion: input.vehiclePlateRegion ?? null,
    vehicleModel: input.vehicleModel ?? null,
    title: input.name ?? null,
  };
}

/** The user's registration certificates (СТС), oldest first. */
export async function listSts(db: Db, userId: number): Promise<StsDto[]> {
  return (await listDocuments(db, userScope(userId), 'sts')).map(toStsDto);
}

/** Adds one СТС. @throws AppError 409 when the user already has it or already has 50 (spec §3). */
export async function addSts(db: Db, userId: number, input: StsInput): Promise<StsDto> {
  return toStsDto(await addOwnDocument(db, userId, 'sts', toValues(input)));
}

/** Edits one of the user's СТС. @throws AppError 404 when it is not theirs, 409 on a duplicate number. */
export async function updateSts(db: Db, userId: number, id: number, input: StsInput): Promise<StsDto> {
  return toStsDto(await editOwnDocument(db, userId, id, 'sts', toValues(input), MSG_NOT_FOUND));
}

/** Removes one of the user's СТС and the fines only it found. @throws AppError 404 when not theirs. */
export async function deleteSts(db: Db, userId: number, id: number): Promise<void> {
  await deleteOwnDocumentById(db, userId, id, 'sts', MSG_NOT_FOUND);
}

/**
 * Adds several СТС at once (`POST /105/api/sts/import`). All or nothing for bad input: any invalid
 * row refuses the whole import. Certificates the user already has are skipped and reported.
 * @throws AppError 400 when a row is invalid, 409 when the result would exceed 50.
 */
export async function importSts(db: Db, userId: number, list: StsInput[]): Promise<{ added: StsDto[]; skipped: string[] }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await documentNumbers(tx, userId, 'sts');
    const fresh: StsInput[] = [];
    const skipped: string[] = [];
    for (const item of list) {
      if (existing.has(item.sts)) skipped.push(item.sts);
      else {
        existing.add(item.sts);
        fresh.push(item);
      }
    }
    if (existing.size > DOCUMENT_LIST_LIMIT) throw conflict('limit', MSG_DOCUMENT_LIMIT);
    if (fresh.length === 0) return { added: [], skipped };
    const rows = await insertDocuments(
      tx,
      fresh.map((item) => ({ ...toValues(item), userId, type: 'sts' as const })),
    );
    return { added: rows.map(toStsDto), skipped };
  });
}
