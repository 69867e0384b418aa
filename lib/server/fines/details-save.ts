import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { chargeDetails } from '@/lib/server/db/schema';
import { maskDocumentNumber, maskPersonNames } from '@/lib/domain/masking';
import type {
  RegistryAttachments,
  RegistryCharge,
  RegistryOrder,
  RegistryPayer,
  RegistryProgressEntry,
} from '@/lib/server/adapters/registry/types';

/** A details row as written (everything but the time it was written). */
export type DetailsRow = Omit<typeof chargeDetails.$inferSelect, 'updatedAt'>;

/** The details of one registry charge or order, as the registry answered them (nothing filled in). */
export interface RegistryDetails {
  offence?: RegistryCharge['offence'];
  departmentPhone?: string | null;
  payer: RegistryPayer | null;
  progress: RegistryProgressEntry[];
  attachments: RegistryAttachments | null;
}

/** The details carried by a registry charge. */
export function chargeDetailsOf(c: RegistryCharge): RegistryDetails {
  return { offence: c.offence, payer: c.payer, progress: c.progress, attachments: c.attachments };
}

/** The details carried by a registry order. */
export function orderDetailsOf(o: RegistryOrder): RegistryDetails {
  return { departmentPhone: o.departmentPhone, payer: o.payer, progress: o.progress, attachments: o.attachments };
}

/** The stored row of `details` for the charge `chargeId`. */
export function detailsRow(chargeId: number, d: RegistryDetails): DetailsRow {
  const o = d.offence ?? null;
  return {
    chargeId,
    offenceDescription: o?.description ?? null,
    recordedBy: o?.recordedBy ?? null,
    departmentPhone: o?.departmentPhone ?? d.departmentPhone ?? null,
    departmentLat: o?.departmentLocation.lat ?? null,
    departmentLng: o?.departmentLocation.lng ?? null,
    vehiclePlate: o?.vehiclePlate ?? null,
    payerSurname: d.payer?.surname ?? null,
    payerName: d.payer?.name ?? null,
    payerPatronymic: d.payer?.patronymic ?? null,
    payerOrganization: d.payer?.organization ?? null,
    stsNumber: d.payer?.sts ?? null,
    driverLicense: d.payer?.driverLicense ?? null,
    payerInn: d.payer?.inn ?? null,
    progress: d.progress,
    attachmentsRef: d.attachments?.ref ?? null,
    photoCount: d.attachments?.photoCount ?? 0,
    hasDocument: d.attachments?.document ?? false,
    masked: false,
  };
}

/**
 * A details row as someone who only knows the УИН may see it (spec §7, 152-ФЗ art. 7): the
 * person's names and the СТС, ВУ and ИНН masked (lib/domain/masking.ts), the files' reference
 * dropped (photos and the ordinance copy show the person and their documents); an organization's
 * name, the plate and the offence stay.
 */
export function maskedDetailsRow<T extends Omit<DetailsRow, 'chargeId'>>(row: T): T {
  const names = maskPersonNames({ surname: row.payerSurname, name: row.payerName, patronymic: row.payerPatronymic });
  return {
    ...row,
    payerSurname: names.surname,
    payerName: names.name,
    payerPatronymic: names.patronymic,
    stsNumber: maskDocumentNumber(row.stsNumber),
    driverLicense: maskDocumentNumber(row.driverLicense),
    payerInn: maskDocumentNumber(row.payerInn),
    attachmentsRef: null,
    hasDocument: false,
    masked: true,
  };
}

/**
 * Stores the details of charges just upserted (`saved`: their ids and УИН), replacing what an
 * earlier lookup stored: progress moves on and the registry may correct a record. `masked` stores
 * them as maskedDetailsRow does (a charge kept by its УИН alone). Call inside the transaction that
 * saved the charges.
 */
export async function saveChargeDetails(
  tx: Db,
  saved: readonly { id: number; uin: string }[],
  byUin: ReadonlyMap<string, RegistryDetails>,
  { masked = false }: { masked?: boolean } = {},
): Promise<void> {
  const rows = saved.flatMap((s) => {
    const details = byUin.get(s.uin);
    if (!details) return [];
    const row = detailsRow(s.id, details);
    return [masked ? maskedDetailsRow(row) : row];
  });
  if (rows.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await tx
    .insert(chargeDetails)
    .values(rows)
    .onConflictDoUpdate({
      target: chargeDetails.chargeId,
      set: {
        offenceDescription: excluded('offence_description'),
        recordedBy: excluded('recorded_by'),
        departmentPhone: excluded('department_phone'),
        departmentLat: excluded('department_lat'),
        departmentLng: excluded('department_lng'),
        vehiclePlate: excluded('vehicle_plate'),
        payerSurname: excluded('payer_surname'),
        payerName: excluded('payer_name'),
        payerPatronymic: excluded('payer_patronymic'),
        payerOrganization: excluded('payer_organization'),
        stsNumber: excluded('sts_number'),
        driverLicense: excluded('driver_license'),
        payerInn: excluded('payer_inn'),
        progress: excluded('progress'),
        attachmentsRef: excluded('attachments_ref'),
        photoCount: excluded('photo_count'),
        hasDocument: excluded('has_document'),
        masked: excluded('masked'),
        updatedAt: sql`now()`,
      },
    });
}
