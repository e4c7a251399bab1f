import { date, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts, familyMembers } from './core.ts';

/** A vaccine dose given to a family member, as the parent recorded it (migration 2930). */
export const vaccinationDoses = pgTable(
  'vaccination_doses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    vaccine: text('vaccine').notNull(),
    doseNumber: integer('dose_number').notNull(),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    batch: text('batch'),
    recordedBy: uuid('recorded_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('vaccination_doses_dose_uq').on(t.familyMemberId, t.vaccine, t.doseNumber)],
);
