import 'server-only';
import { DOCUMENT_KINDS } from '@/lib/domain/document-kinds';
import type { Db } from '@/lib/server/db/client';
import { userScope } from '@/lib/server/owner-scope';
import type { DriverLicenseDto } from '@/lib/contract/documents';
import type { DriverLicenseInput } from '@/lib/validation/driver-license';
import { listDocuments, type DocumentRow } from './queries';
import { addOwnDocument, deleteOwnDocumentByNumber, editOwnDocument, type DocumentValues } from './document-writes';

const MSG_NOT_FOUND = DOCUMENT_KINDS.driverLicense.notFound;

/** Maps a stored row to the API shape (`driverName` is the document's title, `name` the first name). */
export function toDriverLicenseDto(row: DocumentRow): DriverLicenseDto {
  return {
    id: row.id,
    driverLicense: row.number,
    issueDate: row.issueDate,
    firstIssueDate: row.firstIssueDate,
    surname: row.surname,
    name: row.firstName,
    patronymic: row.patronymic,
    driverName: row.title,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

// Absent optional fields are stored as null, never as '' (spec §5).
function toValues(input: DriverLicenseInput): DocumentValues {
  return {
    number: input.driverLicense,
    issueDate: input.issue_date ?? null,
    firstIssueDate: input.first_issue_date ?? null,
    surname: input.surname ?? null,
    firstName: input.name ?? null,
    patronymic: input.patronymic ?? null,
    title: input.driverName ?? null,
  };
}

/** The user's driver licences (ВУ), oldest first. */
export async function listDriverLicenses(db: Db, userId: number): Promise<DriverLicenseDto[]> {
  return (await listDocuments(db, userScope(userId), 'driverLicense')).map(toDriverLicenseDto);
}

/** Adds one ВУ. @throws AppError 409 when the user already has it or already has 50 (spec §3). */
export async function addDriverLicense(db: Db, userId: number, input: DriverLicenseInput): Promise<DriverLicenseDto> {
  return toDriverLicenseDto(await addOwnDocument(db, userId, 'driverLicense', toValues(input)));
}

/** Edits one of the user's ВУ. @throws AppError 404 when it is not theirs, 409 on a duplicate number. */
export async function updateDriverLicense(
  db: Db,
  userId: number,
  id: number,
  input: DriverLicenseInput,
): Promise<DriverLicenseDto> {
  return toDriverLicenseDto(await editOwnDocument(db, userId, id, 'driverLicense', toValues(input), MSG_NOT_FOUND));
}

/** Removes the user's ВУ with this normalized number and the fines only it found. @throws AppError 404 when they have none such. */
export async function deleteDriverLicense(db: Db, userId: number, number: string): Promise<void> {
  await deleteOwnDocumentByNumber(db, userId, 'driverLicense', number, MSG_NOT_FOUND);
}
