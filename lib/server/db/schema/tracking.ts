import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Raw usage records (spec §3, §7): analytics events (`event`), button clicks (`button`), screen
 * views (`screen`), form submissions (`form`) and goals (`goal`). Append-only: a trigger refuses
 * UPDATE (migration `tracking_manual`); the daily roll-up moves whole past days into
 * `usage_daily` / `usage_funnel_daily` and deletes them here. Only names the product defines, the
 * device id, masked data and ids it already knows; never a session, password or document number.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['event', 'button', 'screen', 'form', 'goal'] }).notNull(),
    /** The event, button, screen, form or goal name. */
    name: text('name').notNull(),
    /** The install's clientId (older `POST track` calls only). */
    clientId: uuid('client_id'),
    /** Set only when the call carried a valid session of this user. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** The device id (`trackingId`, header `DeviceId`; localStorage `userTrackingId`). */
    deviceId: uuid('device_id'),
    /** `WebVersion` for the web client's analytics events. */
    channel: text('channel'),
    /** Screen views: the previous screen or the external site's origin. */
    referer: text('referer'),
    /** Masked buttonData / screenData / formData / params. */
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>(),
    /** `AppVersion` header. */
    appVersion: text('app_version'),
    /** `DeviceTimestamp` header: the device's clock when the batch was sent. */
    deviceTime: timestamp('device_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('usage_events_name_idx').on(t.kind, t.name, t.createdAt),
    index('usage_events_created_idx').on(t.createdAt),
    index('usage_events_device_idx').on(t.deviceId, t.createdAt),
  ],
);

/**
 * Daily roll-up of raw records (day in Europe/Moscow): how many records of a kind and name, with
 * the `result` their data carried (`ok`, `error` or ''), and how many devices sent them that day.
 */
export const usageDaily = pgTable(
  'usage_daily',
  {
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    result: text('result').notNull().default(''),
    events: integer('events').notNull(),
    devices: integer('devices').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.name, t.result] })],
);

/** Daily roll-up of the funnel (FUNNEL_SCREENS): devices that reached step 1…n on that day. */
export const usageFunnelDaily = pgTable(
  'usage_funnel_daily',
  {
    day: date('day').notNull(),
    step: smallint('step').notNull(),
    devices: integer('devices').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.step] })],
);

/**
 * Operators of the usage dashboard, named by their confirmed sign-in e-mail (lower-cased): an
 * account is an operator while its `users.email` is listed here. Granted and revoked only by the
 * `npm run operator` command (docs/decisions/0011-usage-tracking.md).
 */
export const operators = pgTable('operators', {
  email: text('email').primaryKey(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
