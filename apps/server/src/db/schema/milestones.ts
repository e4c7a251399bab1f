import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, familyMembers } from './core.ts';

/** A milestone or skill a parent ticked, with the day the child first did it (migration 2931). */
export const milestoneTicks = pgTable(
  'milestone_ticks',
  {
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    milestone: text('milestone').notNull(),
    achievedOn: date('achieved_on', { mode: 'string' }).notNull(),
    recordedBy: uuid('recorded_by').references(() => accounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.familyMemberId, t.milestone] })],
);
