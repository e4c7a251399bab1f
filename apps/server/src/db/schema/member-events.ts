import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, familyMembers } from './core.ts';

/** Events drawn on the child's charts (migration 3950). */
export const memberEvents = pgTable(
  'member_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Written by a doctor of the child's clinic (not by the family). */
    byClinic: boolean('by_clinic').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_events_member_idx').on(t.familyMemberId, t.eventDate, t.id)],
);
