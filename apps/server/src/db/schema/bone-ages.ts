import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, familyMembers } from './core.ts';

/** Bone age readings recorded by the child's clinic doctors (migration 4000). */
export const boneAges = pgTable(
  'bone_ages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    boneAgeMonths: integer('bone_age_months').notNull(),
    method: text('method').notNull(),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bone_ages_member_idx').on(t.familyMemberId, t.takenOn, t.id)],
);
