import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RECORD_ENTRY_KINDS, REPORT_ITEM_FLAGS, TEST_REPORT_KINDS } from '@sprout/contracts';
import { clinics, doctors, familyMembers, type LocalizedText } from './core.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * The columns that make an entry correctable (migration 2920): its current version, who last amended it, and its
 * withdrawal. Replaced versions are in health_record_revisions.
 */
export const changeColumns = () => ({
  version: integer('version').notNull().default(1),
  amendedAt: timestamp('amended_at', { withTimezone: true }),
  amendedBy: uuid('amended_by'),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  withdrawnBy: uuid('withdrawn_by'),
  withdrawnReason: text('withdrawn_reason'),
});

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
    ...changeColumns(),
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
    ...changeColumns(),
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
    ...changeColumns(),
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

/** A replaced version of a visit, report, checkup or advice, whole, with who made it and who replaced it (migration 2920). */
export const healthRecordRevisions = pgTable(
  'health_record_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyMemberId: memberId(),
    entryKind: text('entry_kind', { enum: RECORD_ENTRY_KINDS }).notNull(),
    entryId: uuid('entry_id').notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
    madeBy: uuid('made_by'),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
    replacedBy: uuid('replaced_by').notNull(),
  },
  (t) => [
    unique('health_record_revisions_entry_kind_entry_id_version_key').on(t.entryKind, t.entryId, t.version),
    index('health_record_revisions_member_idx').on(t.familyMemberId),
  ],
);
