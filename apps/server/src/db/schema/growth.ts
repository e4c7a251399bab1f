import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { familyMembers } from './core.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** One per family member, created on the first growth init (migration 0100). Its id is the API's growthId. */
export const growthProfiles = pgTable('growth_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  familyMemberId: uuid('family_member_id')
    .notNull()
    .unique()
    .references(() => familyMembers.id, { onDelete: 'cascade' }),
  /** 1 full term, 0 preterm. */
  fullTermFlag: smallint('full_term_flag').notNull().default(1),
  gestationalAgeDays: integer('gestational_age_days'),
  fatherHeightCm: doublePrecision('father_height_cm'),
  motherHeightCm: doublePrecision('mother_height_cm'),
  /** The reference set chosen for the child (migration 1740): 'who' (default) or 'china' (WS/T 423—2022). */
  reference: text('reference', { enum: ['who', 'china', 'cdc2000'] })
    .notNull()
    .default('who'),
  pretermReference: text('preterm_reference', { enum: ['fenton2013', 'intergrowth21'] })
    .notNull()
    .default('fenton2013'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Raw measurements, one per day; z-scores are computed on read. */
export const growthRecords = pgTable(
  'growth_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    growthId: uuid('growth_id')
      .notNull()
      .references(() => growthProfiles.id, { onDelete: 'cascade' }),
    recordDate: date('record_date', { mode: 'string' }).notNull(),
    heightCm: doublePrecision('height_cm'),
    weightKg: doublePrecision('weight_kg'),
    headCm: doublePrecision('head_cm'),
    measure: text('measure', { enum: ['lying', 'standing'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('growth_records_growth_date_uq').on(t.growthId, t.recordDate),
    check('growth_records_has_value', sql`height_cm IS NOT NULL OR weight_kg IS NOT NULL OR head_cm IS NOT NULL`),
  ],
);
