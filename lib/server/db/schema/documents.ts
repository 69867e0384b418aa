import { bigint, bigserial, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A payer document a user keeps: a registration certificate (`sts`), a driver licence
 * (`driverLicense`) or a taxpayer number (`inn`). Numbers are stored normalized (no spaces,
 * Cyrillic letters). At most 50 per type per user (spec §3).
 */
export const documents = pgTable(
  'documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['sts', 'driverLicense', 'inn'] }).notNull(),
    number: text('number').notNull(),
    /** СТС: plate number (`А123ВС`) and region (`77`). */
    plateNumber: text('plate_number'),
    plateRegion: text('plate_region'),
    /** СТС: the car's make and model as the user typed it (spec §3 `vehicleModel`, `Лада Веста`). */
    vehicleModel: text('vehicle_model'),
    /** A name the user gave the document (car name, driver, organization). */
    title: text('title'),
    surname: text('surname'),
    firstName: text('first_name'),
    patronymic: text('patronymic'),
    issueDate: date('issue_date'),
    firstIssueDate: date('first_issue_date'),
    /** Last successful registry lookup, and the last failure message (Russian) if the latest failed. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkError: text('check_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_user_type_number_uq').on(t.userId, t.type, t.number),
    index('documents_user_type_idx').on(t.userId, t.type),
  ],
);
