import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { FineDetailsDto, OrderDetailsDto, PhotoDto } from '@/lib/contract/fine-details';
import { todayInMoscow } from '@/lib/domain/dates';
import { notFound, unavailable } from '@/lib/server/errors';
import { WaitAnswer } from '@/lib/server/http/envelope';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { getRegistry } from '@/lib/server/adapters/registry';
import { isRegistryError, type RegistryFile } from '@/lib/server/adapters/registry/types';
import { toFineDetailsDto, toOrderDetailsDto } from './details-dto';
import { readFileLink, signedFileUrl, verifyFileLink } from './details-files';
import { findChargeFiles, findOwnChargeDetails, findOwnLinked, type FileOwner } from './details-queries';
import type { OwnerScope } from '@/lib/server/owner-scope';
import { paymentInProgressOf } from '@/lib/server/payments/payment-in-progress';

/** Who the scope's file links are signed for. */
function fileOwner(scope: OwnerScope): FileOwner {
  return scope.kind === 'user'
    ? { kind: 'user', userId: scope.userId }
    : { kind: 'organization', organizationId: scope.organizationId };
}

/**
 * Photos and files are fetched from the registry on every request (they are not stored here): a
 * person looks through a few dozen fines, a loop would spend the registry's capacity for everyone.
 * Counted per owner of the charges (a user, or an organization's members together).
 */
export const REGISTRY_FILES_RULE = {
  name: 'registry-files',
  limit: 300,
  windowSeconds: 10 * 60,
  message: 'Слишком много запросов фотографий и документов. Попробуйте {wait}',
};

const ownerSubject = (owner: FileOwner) =>
  owner.kind === 'user' ? `user:${owner.userId}` : `organization:${owner.organizationId}`;

/** How long the server waits for the registry's photos or files, ms. */
const REGISTRY_TIMEOUT_MS = 15_000;
const MSG_PHOTOS_UNAVAILABLE = 'Фотографии сейчас недоступны. Попробуйте позже';
const MSG_FINE_NOT_FOUND = 'Штраф не найден';

/** Runs a registry call, turning its failure into 503 with `message`. */
async function fromRegistry<T>(message: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  try {
    return await run(AbortSignal.timeout(REGISTRY_TIMEOUT_MS));
  } catch (error) {
    if (isRegistryError(error) || (error instanceof Error && error.name === 'TimeoutError')) throw unavailable(message);
    throw error;
  }
}

/**
 * `GET /105/api/fine?fine=`: one of the scope's fines or tax charges in full (spec §3 Fine) as it
 * stands on the Moscow day of `now`. @throws AppError 404 when it is not the user's.
 */
export async function getFineDetails(
  db: Db,
  scope: OwnerScope,
  key: { id: number } | { uin: string },
  now: Date = new Date(),
): Promise<FineDetailsDto> {
  const row = await findOwnChargeDetails(db, scope, key, ['fine', 'tax']);
  if (!row) throw notFound(MSG_FINE_NOT_FOUND);
  const order = row.relatedUin ? await findOwnLinked(db, scope, row.relatedUin, 'order') : undefined;
  const fileUrl = row.details?.hasDocument ? signedFileUrl(fileOwner(scope), row.id, 'document', now) : null;
  const paymentInProgress = await paymentInProgressOf(db, scope.userId, row.uin);
  return toFineDetailsDto(row, { fileUrl, related: order ?? null, paymentInProgress }, todayInMoscow(now));
}

/** `GET /105/api/order?id=`: one of the user's bailiff orders in full (spec §3 Order). @throws AppError 404. */
export async function getOrderDetails(
  db: Db,
  scope: OwnerScope,
  key: { id: number } | { uin: string },
  now: Date = new Date(),
): Promise<OrderDetailsDto> {
  const row = await findOwnChargeDetails(db, scope, key, ['order']);
  if (!row) throw notFound('Постановление ФССП не найдено');
  const fine = row.relatedUin ? await findOwnLinked(db, scope, row.relatedUin, 'fine') : undefined;
  const fileUrl = row.details?.hasDocument ? signedFileUrl(fileOwner(scope), row.id, 'document', now) : null;
  const paymentInProgress = await paymentInProgressOf(db, scope.userId, row.uin);
  return toOrderDetailsDto(row, { fileUrl, related: fine ?? null, paymentInProgress });
}

/**
 * `GET /105/api/photo?fineId=`: the camera photos of one of the user's fines (spec §4, §7) with
 * links valid for a while; a WaitAnswer while the registry prepares them (retry after its seconds).
 * @throws AppError 404 when the fine is not the user's; 429 over REGISTRY_FILES_RULE; 503 when the registry cannot answer.
 */
export async function getPhotos(
  db: Db,
  scope: OwnerScope,
  fineId: number,
  now: Date = new Date(),
): Promise<PhotoDto[] | WaitAnswer> {
  const row = await findOwnChargeDetails(db, scope, { id: fineId }, ['fine', 'tax']);
  if (!row) throw notFound(MSG_FINE_NOT_FOUND);
  const ref = row.details?.attachmentsRef;
  if (!ref || !row.details?.photoCount) return [];
  await hitRateLimit(db, REGISTRY_FILES_RULE, ownerSubject(fileOwner(scope)));
  const answer = await fromRegistry(MSG_PHOTOS_UNAVAILABLE, (signal) => getRegistry().photos(ref, { signal }));
  if (answer.status === 'wait') return new WaitAnswer(answer.seconds);
  return answer.photos.map((photo, i) => ({ ...photo, url: signedFileUrl(fileOwner(scope), row.id, { photo: i }, now) }));
}

/**
 * `GET /105/api/file`: a file behind a signed link (details-files.ts), after checking the link
 * against the charge's owner in the database. @throws AppError 404 for a bad, expired or foreign
 * link or a file that does not exist; 429 over REGISTRY_FILES_RULE; 503 when the registry cannot answer.
 */
export async function getChargeFile(
  db: Db,
  query: URLSearchParams,
  now: Date = new Date(),
): Promise<RegistryFile & { name: string }> {
  const link = readFileLink(query, now);
  const charge = await findChargeFiles(db, link.chargeId);
  if (!charge) throw notFound('Файл не найден');
  verifyFileLink(link, charge.owner);
  const ref = charge.ref;
  if (!ref) throw notFound('Файл не найден');
  await hitRateLimit(db, REGISTRY_FILES_RULE, ownerSubject(charge.owner));
  const file = await fromRegistry('Файл сейчас недоступен. Попробуйте позже', (signal) =>
    getRegistry().file(ref, link.key, { signal }),
  );
  if (!file) throw notFound('Файл не найден');
  return { ...file, name: `${charge.uin}-${link.file}` };
}
