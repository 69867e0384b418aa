import { bigint, bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Usage events (screen views and goals) for product analytics. Only names the product defines and
 * the ids it already knows; no personal data, no free text from users.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['screen', 'goal'] }).notNull(),
    name: text('name').notNull(),
    clientId: uuid('client_id'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usage_events_name_idx').on(t.kind, t.name, t.createdAt)],
);
