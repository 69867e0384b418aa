import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { StsDto } from '@/lib/contract/documents';
import { notFound } from '@/lib/server/errors';
import { findOwnStsByPlate } from './lookup-queries';
import { toStsDto } from './sts-service';

/**
 * `GET /105/api/sts/lookup`: the user's own СТС for a plate (normalized number and region), the
 * newest when several match. Only the caller's certificates are searched, never other users'
 * or a vehicle registry. @throws AppError 404 when the user has none for this plate.
 */
export async function findStsByPlate(
  db: Db,
  userId: number,
  plate: { vehiclePlateNumber: string; vehiclePlateRegion: string },
): Promise<StsDto> {
  const row = await findOwnStsByPlate(db, userId, plate.vehiclePlateNumber, plate.vehiclePlateRegion);
  if (!row) throw notFound('СТС с таким госномером не найдено');
  return toStsDto(row);
}
