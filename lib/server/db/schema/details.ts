import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { charges } from './charges';

/** One event of a charge's progress as stored: a `YYYY-MM-DD` day (Moscow) and what happened. */
export interface ProgressJson {
  date: string;
  text: string;
}

/**
 * What the registry says about a charge beyond what a list needs (spec §3 Fine and Order): the
 * long description of the offence, how it was recorded, the department's phone and place, the
 * vehicle and the payer, the progress of the case, and the reference to fetch its photos and the
 * copy of its document by. One row per charge, written by the same transaction as the charge
 * (lib/server/fines/details-save.ts), only with what the registry answered.
 */
export const chargeDetails = pgTable('charge_details', {
  chargeId: bigint('charge_id', { mode: 'number' })
    .primaryKey()
    .references(() => charges.id, { onDelete: 'cascade' }),
  offenceDescription: text('offence_description'),
  /** `camera` (ordinance without a protocol, КоАП РФ 28.6 ч.3) or `inspector`. */
  recordedBy: text('recorded_by', { enum: ['camera', 'inspector'] }),
  departmentPhone: text('department_phone'),
  departmentLat: doublePrecision('department_lat'),
  departmentLng: doublePrecision('department_lng'),
  vehiclePlate: text('vehicle_plate'),
  payerSurname: text('payer_surname'),
  payerName: text('payer_name'),
  payerPatronymic: text('payer_patronymic'),
  payerOrganization: text('payer_organization'),
  stsNumber: text('sts_number'),
  driverLicense: text('driver_license'),
  payerInn: text('payer_inn'),
  progress: jsonb('progress').$type<ProgressJson[]>().notNull().default([]),
  /** The registry's opaque reference to the charge's files; never leaves the server. */
  attachmentsRef: text('attachments_ref'),
  photoCount: smallint('photo_count').notNull().default(0),
  /** A copy of the ordinance (or order, or tax notice) can be fetched. */
  hasDocument: boolean('has_document').notNull().default(false),
  /**
   * Kept by its УИН alone (`uinAdd`), not found by a document of the owner: the person's names and
   * document numbers are stored masked and the files' reference not at all, as the open lookup
   * shows them (lib/domain/masking.ts); a later lookup by the owner's document replaces the row.
   */
  masked: boolean('masked').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * «Сообщить об ошибке» (spec §7: PATCH on a fine with `email` and `description`): what a person
 * says is wrong about one of their charges, for an operator to read (`npm run complaints`). The
 * УИН is copied so the complaint outlives the charge's row.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chargeId: bigint('charge_id', { mode: 'number' }).references(() => charges.id, { onDelete: 'set null' }),
    uin: text('uin').notNull(),
    email: text('email').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaints_created_idx').on(t.createdAt), index('complaints_user_idx').on(t.userId)],
);
