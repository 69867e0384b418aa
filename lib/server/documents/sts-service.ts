import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { StsDto } from '@/lib/contract/documents';
import type { StsInput } from '@/lib/validation/sts';
import { DOCUMENT_LIST_LIMIT } from '@/lib/domain/limits';
import { MSG_DOCUMENT_DUPLICATE, MSG_DOCUMENT_LIMIT } from '@/lib/domain/messages';
import { conflict, notFound } from '@/lib/server/errors';
import {
  countDocuments,
  deleteOwnDocument,
  documentNumbers,
  findOwnDocument,
  insertDocuments,
  listDocuments,
  lockUser,
  updateOwnDocument,
  type DocumentRow,
} from './queries';

/** Maps a stored row to the API shape. */
export function toStsDto(row: DocumentRow): StsDto {
  return {
    id: row.id,
    sts: row.number,
    vehiclePlateNumber: row.plateNumber,
    vehiclePlateRegion: row.plateRegion,
    name: row.title,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toRow(userId: number, input: StsInput) {
  return {
    userId,
    type: 'sts' as const,
    number: input.sts,
    plateNumber: input.vehiclePlateNumber ?? null,
    plateRegion: input.vehiclePlateRegion ?? null,
    title: input.name ?? null,
  };
}

/** The user's registration certificates (СТС), oldest first. */
export async function listSts(db: Db, userId: number): Promise<StsDto[]> {
  return (await listDocuments(db, userId, 'sts')).map(toStsDto);
}

/**
 * Adds one СТС. @throws AppError 409 when the user already has it or already has 50 (spec §3).
 */
export async function addSts(db: Db, userId: number, input: StsInput): Promise<StsDto> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await documentNumbers(tx, userId, 'sts')).has(input.sts)) throw conflict('duplicate', MSG_DOCUMENT_DUPLICATE);
    if ((await countDocuments(tx, userId, 'sts')) >= DOCUMENT_LIST_LIMIT) throw conflict('limit', MSG_DOCUMENT_LIMIT);
    const [row] = await insertDocuments(tx, [toRow(userId, input)]);
    return toStsDto(row!);
  });
}

/** Edits one of the user's СТС. @throws AppError 404 when it is not theirs, 409 on a duplicate number. */
export async function updateSts(db: Db, userId: number, id: number, input: StsInput): Promise<StsDto> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await findOwnDocument(tx, userId, id, 'sts');
    if (!current) throw notFound('СТС не найдено');
    if (current.number !== input.sts && (await documentNumbers(tx, userId, 'sts')).has(input.sts)) {
      throw conflict('duplicate', MSG_DOCUMENT_DUPLICATE);
    }
    const { userId: _owner, type: _type, ...fields } = toRow(userId, input);
    // A changed number is another certificate: its old results no longer apply.
    const reset = current.number !== input.sts ? { checkedAt: null, checkError: null } : {};
    const row = await updateOwnDocument(tx, userId, id, 'sts', { ...fields, ...reset });
    return toStsDto(row!);
  });
}

/** Removes one of the user's СТС and the fines only it found. @throws AppError 404 when not theirs. */
export async function deleteSts(db: Db, userId: number, id: number): Promise<void> {
  const ok = await db.transaction((tx) => deleteOwnDocument(tx, userId, id, 'sts'));
  if (!ok) throw notFound('СТС не найдено');
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
    const rows = await insertDocuments(tx, fresh.map((item) => toRow(userId, item)));
    return { added: rows.map(toStsDto), skipped };
  });
}
