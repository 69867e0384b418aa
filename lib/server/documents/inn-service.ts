import 'server-only';
import { DOCUMENT_KINDS } from '@/lib/domain/document-kinds';
import type { Db } from '@/lib/server/db/client';
import { userScope } from '@/lib/server/owner-scope';
import type { InnDto } from '@/lib/contract/documents';
import type { InnInput } from '@/lib/validation/inn';
import { listDocuments, type DocumentRow } from './queries';
import { addOwnDocument, deleteOwnDocumentById, editOwnDocument, type DocumentValues } from './document-writes';

const MSG_NOT_FOUND = DOCUMENT_KINDS.inn.notFound;

/** Maps a stored row to the API shape (`innName` is the document's title, `name` the first name). */
export function toInnDto(row: DocumentRow): InnDto {
  return {
    id: row.id,
    inn: row.number,
    innName: row.title,
    surname: row.surname,
    name: row.firstName,
    patronymic: row.patronymic,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

// Absent optional fields are stored as null, never as '' (spec §5).
function toValues(input: InnInput): DocumentValues {
  return {
    number: input.data,
    title: input.innName ?? null,
    surname: input.surname ?? null,
    firstName: input.name ?? null,
    patronymic: input.patronymic ?? null,
  };
}

/** The user's taxpayer numbers (ИНН), oldest first. */
export async function listInns(db: Db, userId: number): Promise<InnDto[]> {
  return (await listDocuments(db, userScope(userId), 'inn')).map(toInnDto);
}

/** Adds one ИНН. @throws AppError 409 when the user already has it or already has 50 (spec §3). */
export async function addInn(db: Db, userId: number, input: InnInput): Promise<InnDto> {
  return toInnDto(await addOwnDocument(db, userId, 'inn', toValues(input)));
}

/** Edits one of the user's ИНН. @throws AppError 404 when it is not theirs, 409 on a duplicate number. */
export async function updateInn(db: Db, userId: number, id: number, input: InnInput): Promise<InnDto> {
  return toInnDto(await editOwnDocument(db, userId, id, 'inn', toValues(input), MSG_NOT_FOUND));
}

/** Removes one of the user's ИНН and the charges only it found. @throws AppError 404 when not theirs. */
export async function deleteInn(db: Db, userId: number, id: number): Promise<void> {
  await deleteOwnDocumentById(db, userId, id, 'inn', MSG_NOT_FOUND);
}
