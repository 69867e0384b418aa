import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUBSCRIBE_TYPES } from '@/lib/domain/organization-plans';
import { users } from './accounts';

/**
 * A legal entity a user of type 3 keeps (spec §3 Organization: id, name, inn, countDays,
 * subscribeType), as found in the company directory. One account's organization: another account
 * that adds the same company gets a row of its own, so nobody reads another's fleet. Charges
 * addressed to the company's ИНН are stored with `charges.organization_id`.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The account that added it; its members are in `organization_members`. */
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 10 digits with valid ФНС check digits. */
    inn: text('inn').notNull(),
    kpp: text('kpp'),
    ogrn: text('ogrn'),
    name: text('name').notNull(),
    address: text('address'),
    /** Days of history loaded and shown (lib/domain/organization-plans.ts). */
    countDays: smallint('count_days').notNull().default(90),
    /** The plan: vehicle and history limits. */
    subscribeType: text('subscribe_type', { enum: SUBSCRIBE_TYPES }).notNull().default('base'),
    /** Last successful registry lookup, and the Russian message of the latest failure. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /**
     * The first bill date (Moscow, `YYYY-MM-DD`) the last successful lookup asked for: charges older
     * than it that a longer history brings in are not news (lib/server/organizations/lookup-job.ts).
     */
    checkedSince: date('checked_since', { mode: 'string' }),
    checkError: text('check_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_creator_inn_uq').on(t.createdBy, t.inn)],
);

/** Who may read and act for an organization. Every organization endpoint checks a row here. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `owner`: the account that added it (the only role in this version). */
    role: text('role', { enum: ['owner'] })
      .notNull()
      .default('owner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index('organization_members_user_idx').on(t.userId)],
);

/**
 * The company's own list of vehicles (CSV import): СТС, plate and region, and the driver who
 * usually drives it. Charges name their vehicle by СТС and plate; this list adds the driver and
 * counts against the plan's vehicle limit.
 */
export const fleetVehicles = pgTable(
  'fleet_vehicles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** СТС, 10 characters, normalized. */
    sts: text('sts').notNull(),
    /** `А123ВС` and `77`. */
    plateNumber: text('plate_number').notNull(),
    plateRegion: text('plate_region').notNull(),
    /** The plate with its region as charges print it (`А123ВС77`): what charges are matched by. */
    plate: text('plate').notNull(),
    /** The driver's full name (three Cyrillic words), or null. */
    driver: text('driver'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fleet_vehicles_org_sts_uq').on(t.organizationId, t.sts),
    index('fleet_vehicles_org_plate_idx').on(t.organizationId, t.plate),
    index('fleet_vehicles_org_driver_idx').on(t.organizationId, t.driver),
  ],
);

/**
 * The companies the sandbox directory answers from (lib/server/adapters/directory), stored so
 * the search runs in the database: `search_text` is the lower-cased name and ИНН, searched by
 * substring through a trigram index (pg_trgm, on PostgreSQL and PGlite alike).
 */
export const directoryCompanies = pgTable(
  'directory_companies',
  {
    inn: text('inn').primaryKey(),
    kpp: text('kpp'),
    ogrn: text('ogrn'),
    name: text('name').notNull(),
    address: text('address'),
    searchText: text('search_text').notNull(),
  },
  (t) => [index('directory_companies_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);
