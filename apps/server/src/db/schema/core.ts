import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Text kept in both interface languages. */
export type LocalizedText = { 'zh-CN': string; 'en-US': string };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  phone: text('phone').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: ['parent', 'doctor', 'admin'] }).notNull(),
  createdAt: createdAt(),
});

/**
 * What an account may do beyond its role (migration 1950): `staff.manage` lets an editor set doctors' sign-in phones;
 * `records.amendClinic` (migration 2920) lets a doctor correct or withdraw colleagues' entries at a shared clinic.
 */
export const accountCapabilities = pgTable(
  'account_capabilities',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    capability: text('capability', { enum: ['staff.manage', 'records.amendClinic'] }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.capability] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token: a stolen table does not sign anyone in. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    /** HMAC-SHA-256 of phone and code, keyed by AUTH_SECRET. */
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Tries taken (wrong ones; the right one consumes the code): the fifth wrong one kills it. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** HMAC of the asking browser's id (migration 2901): the code is tried only from that browser. */
    deviceHash: text('device_hash'),
    /** Asked by a browser that had signed in to the phone before: counted apart from the others. */
    knownDevice: boolean('known_device').notNull().default(false),
  },
  (t) => [
    index('sms_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_created_idx').on(t.ip, t.createdAt),
    index('sms_codes_created_idx').on(t.createdAt),
  ],
);

export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sex: text('sex', { enum: ['male', 'female'] }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    relation: text('relation', { enum: ['self', 'child', 'spouse', 'parent', 'other'] }).notNull(),
    createdAt: createdAt(),
    /** Always null (migration 2900): a removed member is erased with all its data, never hidden. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('family_members_account_idx')
      .on(t.accountId)
      .where(sql`deleted_at is null`),
  ],
);

export const clinics = pgTable('clinics', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  address: jsonb('address').$type<LocalizedText>().notNull(),
  phone: text('phone').notNull(),
  createdAt: createdAt(),
  // Clinic page details (migration 0300).
  photos: jsonb('photos').$type<string[]>().notNull().default([]),
  openingHours: jsonb('opening_hours').$type<LocalizedText[]>().notNull().default([]),
  services: jsonb('services').$type<LocalizedText[]>().notNull().default([]),
  introduction: jsonb('introduction').$type<LocalizedText>().notNull().default({ 'zh-CN': '', 'en-US': '' }),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const doctors = pgTable('doctors', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .unique()
    .references(() => accounts.id, { onDelete: 'set null' }),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  createdAt: createdAt(),
  // Doctor card details (migration 0300).
  photo: text('photo'),
  tags: jsonb('tags').$type<LocalizedText[]>().notNull().default([]),
  introduction: jsonb('introduction').$type<LocalizedText>().notNull().default({ 'zh-CN': '', 'en-US': '' }),
  specialties: jsonb('specialties').$type<LocalizedText>().notNull().default({ 'zh-CN': '', 'en-US': '' }),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const doctorClinics = pgTable(
  'doctor_clinics',
  {
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.clinicId] }), index('doctor_clinics_clinic_idx').on(t.clinicId)],
);

/** A clinic patient file: links a family member to a clinic. Its id is the spec's patientId. */
export const patientFiles = pgTable(
  'patient_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'restrict' }),
    fileNumber: text('file_number').notNull(),
    outpatientNumber: text('outpatient_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('patient_files_member_clinic_uq').on(t.familyMemberId, t.clinicId),
    uniqueIndex('patient_files_clinic_file_number_uq').on(t.clinicId, t.fileNumber),
  ],
);
