import { date, index, jsonb, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EYE_TREATMENTS } from '@sprout/clinical';
import { accounts, familyMembers, type LocalizedText } from './core.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** One per family member. `id` is the API's eyeId, `eyeAxisId` the second identifier older clients use. */
export const eyeProfiles = pgTable('eye_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  eyeAxisId: uuid('eye_axis_id').notNull().unique().defaultRandom(),
  familyMemberId: uuid('family_member_id')
    .notNull()
    .unique()
    .references(() => familyMembers.id, { onDelete: 'cascade' }),
  ...timestamps,
});

const dec = (name: string, precision: number, scale: number) => numeric(name, { precision, scale, mode: 'number' });

/** One eye's columns, prefixed od_ (right) or os_ (left); see migration 0200 for the bounds. */
function eyeColumns<P extends 'od' | 'os'>(p: P) {
  return {
    axialLength: dec(`${p}_axial_length_mm`, 5, 2),
    sphere: dec(`${p}_sphere`, 5, 2),
    cylinder: dec(`${p}_cylinder`, 5, 2),
    axis: smallint(`${p}_axis`),
    k1: dec(`${p}_k1`, 5, 2),
    k2: dec(`${p}_k2`, 5, 2),
    cornealRadius: dec(`${p}_corneal_radius_mm`, 4, 2),
    ucva: dec(`${p}_ucva`, 3, 2),
    bcva: dec(`${p}_bcva`, 3, 2),
    iop: dec(`${p}_iop`, 3, 1),
  };
}

const od = eyeColumns('od');
const os = eyeColumns('os');

/** The table's column names per eye, so the repository maps an eye object without listing fields twice. */
export const EYE_EXAM_SIDE_COLUMNS = {
  right: {
    axialLength: 'odAxialLength',
    sphere: 'odSphere',
    cylinder: 'odCylinder',
    axis: 'odAxis',
    k1: 'odK1',
    k2: 'odK2',
    cornealRadius: 'odCornealRadius',
    ucva: 'odUcva',
    bcva: 'odBcva',
    iop: 'odIop',
  },
  left: {
    axialLength: 'osAxialLength',
    sphere: 'osSphere',
    cylinder: 'osCylinder',
    axis: 'osAxis',
    k1: 'osK1',
    k2: 'osK2',
    cornealRadius: 'osCornealRadius',
    ucva: 'osUcva',
    bcva: 'osBcva',
    iop: 'osIop',
  },
} as const;

export const eyeExams = pgTable(
  'eye_exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eyeId: uuid('eye_id')
      .notNull()
      .references(() => eyeProfiles.id, { onDelete: 'cascade' }),
    examDate: date('exam_date', { mode: 'string' }).notNull(),
    treatment: text('treatment', { enum: EYE_TREATMENTS }).notNull().default('none'),
    device: text('device'),
    /** One text per interface language (migration 1711), like the health record's texts. */
    notes: jsonb('notes').$type<LocalizedText>(),
    odAxialLength: od.axialLength,
    odSphere: od.sphere,
    odCylinder: od.cylinder,
    odAxis: od.axis,
    odK1: od.k1,
    odK2: od.k2,
    odCornealRadius: od.cornealRadius,
    odUcva: od.ucva,
    odBcva: od.bcva,
    odIop: od.iop,
    osAxialLength: os.axialLength,
    osSphere: os.sphere,
    osCylinder: os.cylinder,
    osAxis: os.axis,
    osK1: os.k1,
    osK2: os.k2,
    osCornealRadius: os.cornealRadius,
    osUcva: os.ucva,
    osBcva: os.bcva,
    osIop: os.iop,
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('eye_exams_eye_date_idx').on(t.eyeId, t.examDate.desc(), t.createdAt.desc())],
);
