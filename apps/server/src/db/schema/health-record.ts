import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REPORT_ITEM_FLAGS, TEST_REPORT_KINDS } from '@sprout/contracts';
import { clinics, doctors, familyMembers, type LocalizedText } from './core.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const memberId = () =>
  uuid('family_member_id')
    .notNull()
    .references(() => familyMembers.id, { onDelete: 'cascade' });

/** A clinic visit: the medical record of one consultation (migration 0301). */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyMemberId: memberId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'restrict' }),
    doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    department: jsonb('department').$type<LocalizedText>().notNull(),
    chiefComplaint: jsonb('chief_complaint').$type<LocalizedText>().notNull(),
    presentIllness: jsonb('present_illness').$type<LocalizedText>(),
    examination: jsonb('examination').$type<LocalizedText>(),
    diagnosis: jsonb('diagnosis').$type<LocalizedText>().notNull(),
    advice: jsonb('advice').$type<LocalizedText>(),
    /** The account that wrote it; no foreign key, so history outlives accounts. */
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('visits_member_date_idx').on(t.familyMemberId, t.visitDate.desc(), t.createdAt.desc())],
);

export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The drug page's key: /drugs/{productCode}. */
    productCode: text('product_code').notNull(),
    drugName: jsonb('drug_name').$type<LocalizedText>().notNull(),
    dosage: jsonb('dosage').$type<LocalizedText>().notNull(),
    quantity: jsonb('quantity').$type<LocalizedText>(),
    durationDays: integer('duration_days'),
  },
  (t) => [unique('prescriptions_visit_id_position_key').on(t.visitId, t.position)],
);

export const testReports = pgTable(
  'test_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyMemberId: memberId(),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: TEST_REPORT_KINDS }).notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    conclusion: jsonb('conclusion').$type<LocalizedText>(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('test_reports_member_date_idx').on(t.familyMemberId, t.reportDate.desc(), t.createdAt.desc())],
);

export const checkupReports = pgTable(
  'checkup_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyMemberId: memberId(),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'restrict' }),
    checkupDate: date('checkup_date', { mode: 'string' }).notNull(),
    institution: jsonb('institution').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('checkup_reports_member_date_idx').on(t.familyMemberId, t.checkupDate.desc(), t.createdAt.desc())],
);

/** An item of a test report or of a checkup report (exactly one of the two). */
export const reportItems = pgTable(
  'report_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testReportId: uuid('test_report_id').references(() => testReports.id, { onDelete: 'cascade' }),
    checkupReportId: uuid('checkup_report_id').references(() => checkupReports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    value: text('value').notNull(),
    unit: text('unit'),
    referenceLow: doublePrecision('reference_low'),
    referenceHigh: doublePrecision('reference_high'),
    flag: text('flag', { enum: REPORT_ITEM_FLAGS }),
  },
  (t) => [
    uniqueIndex('report_items_test_uq')
      .on(t.testReportId, t.position)
      .where(sql`test_report_id is not null`),
    uniqueIndex('report_items_checkup_uq')
      .on(t.checkupReportId, t.position)
      .where(sql`checkup_report_id is not null`),
  ],
);
