/**
 * Stored growth records and eye exams → the inputs of @sprout/clinical's patient flags and due checks. Scoring
 * reuses the growth module's WHO scoring and the clinical package's axial-length centiles, so the doctor's list
 * flags a child by exactly the numbers the growth and eye screens show, and the list's next check and the
 * parent's (next-check module) are one computation.
 */
import {
  addDays,
  ageInDays,
  axialLengthCentile,
  CENTILE_CROSSING_WINDOW_DAYS,
  examAgeYears,
  gradeAxialProgression,
  dueChecks,
  patientFlags,
  toDayNumber,
  type DueChecks,
  type FlagEyeExam,
  type FlagGrowthRecord,
  type PatientFlagCode,
} from '@sprout/clinical';
import type { References } from '../../reference/index.ts';
import type { ExamRow, ExamWithBaselines } from '../eye/exam-baselines-repository.ts';
import { growthFromBaselines, type GrowthByRecord } from '../eye/present.ts';
import type { GrowthRecordRow } from '../growth/repository.ts';
import { scoreRecord, weightForLengthOf } from '../growth/scoring.ts';
import type { MemberClinicalData, MemberDueInputs } from './repository.ts';

export type { MemberClinicalData };

export interface FlagSubject {
  familyMemberId: string;
  sex: 'male' | 'female';
  birthDate: string;
}

type GrowthData = Pick<MemberClinicalData, 'growthProfile' | 'growthRecords'>;

/** The records since birth (one a day at most: the table's key), oldest first as read. */
function recordsSinceBirth(subject: FlagSubject, data: GrowthData): readonly GrowthRecordRow[] {
  return data.growthProfile ? data.growthRecords.filter((row) => row.recordDate >= subject.birthDate) : [];
}

/**
 * The records the flags read, scored: the latest and those within CENTILE_CROSSING_WINDOW_DAYS before it
 * (@sprout/clinical patientFlags compares the latest with those alone). An older record changes no flag, so it is not
 * scored: a history of 5,000 records scored every one for each summary (issue 28, cost with the work).
 */
export function growthInputs(refs: References, subject: FlagSubject, data: GrowthData): FlagGrowthRecord[] {
  const profile = data.growthProfile;
  const records = recordsSinceBirth(subject, data);
  if (!profile || records.length === 0) return [];
  const latest = records.reduce((date, row) => (row.recordDate > date ? row.recordDate : date), records[0]!.recordDate);
  const from = addDays(latest, -CENTILE_CROSSING_WINDOW_DAYS);
  const growthSubject = { profile, name: '', sex: subject.sex, birthDate: subject.birthDate };
  return records.flatMap((row) => {
    if (row.recordDate < from) return [];
    const ageDays = ageInDays(subject.birthDate, row.recordDate);
    const scores = scoreRecord(refs.growth, growthSubject, row);
    return [
      {
        recordDate: row.recordDate,
        ageDays,
        heightZ: scores.height?.z ?? null,
        weightZ: scores.weight?.z ?? null,
        headSizeZ: scores.headSize?.z ?? null,
        bmiZ: scores.bmi?.z ?? null,
        weightForLengthZ: weightForLengthOf(refs.growth, growthSubject, row)?.z ?? null,
      },
    ];
  });
}

/**
 * Fast for age: the eye's change per year graded against the child's own He 2023 centile line for age and sex
 * (@sprout/clinical gradeAxialProgression, issue 19 item 13), the same grade the eye screens show.
 */
function fastForAge(refs: References, subject: FlagSubject, row: ExamRow, growth: GrowthByRecord): boolean {
  const rates = growth.get(row.id);
  if (!rates) return false;
  return (['right', 'left'] as const).some((side) => {
    const rate = rates[side];
    const axialLength = side === 'right' ? row.odAxialLength : row.osAxialLength;
    if (rate.mmPerYear === null || rate.sinceExamDate === null || rate.sinceAxialLengthMm === null || axialLength === null) return false;
    const graded = gradeAxialProgression(refs.axialLength, {
      sex: subject.sex,
      birthDate: subject.birthDate,
      from: { examDate: rate.sinceExamDate, axialLengthMm: rate.sinceAxialLengthMm },
      to: { examDate: row.examDate, axialLengthMm: axialLength },
    });
    return graded?.label === 'fast';
  });
}

/**
 * The latest exam, graded: the flags, the due checks and the list's recheck all look at it alone (of the latest day
 * the first stored, @sprout/clinical patientFlags), its change per year measured from the baselines read with it.
 */
export function eyeInputs(refs: References, subject: FlagSubject, latest: ExamWithBaselines | null): FlagEyeExam[] {
  if (!latest) return [];
  const { row } = latest;
  const age = toDayNumber(row.examDate) < toDayNumber(subject.birthDate) ? null : examAgeYears(subject.birthDate, row.examDate);
  const above = (al: number | null) =>
    al !== null && age !== null && axialLengthCentile(refs.axialLength, subject.sex, age, al).band === 'above95';
  return [
    {
      examDate: row.examDate,
      treatment: row.treatment,
      axialAboveP95: above(row.odAxialLength) || above(row.osAxialLength),
      fastForAge: age !== null && fastForAge(refs, subject, row, growthFromBaselines(row, latest.baselines)),
    },
  ];
}

/** The member's next growth check and eye recheck (@sprout/clinical dueChecks): the doctor's list column is `next`. */
export function memberDueChecks(subject: FlagSubject, due: MemberDueInputs): DueChecks {
  // Dates, the age and the treatment: nothing scored or graded, and only the latest record and exam read.
  return dueChecks({
    growth:
      due.lastRecordDate === null ? [] : [{ recordDate: due.lastRecordDate, ageDays: ageInDays(subject.birthDate, due.lastRecordDate) }],
    eye: due.lastExam ? [due.lastExam] : [],
  });
}

export function clinicalSummary(
  refs: References,
  subject: FlagSubject,
  data: MemberClinicalData,
  asOf: string,
): { flags: PatientFlagCode[]; nextDueDate: string | null } {
  const growth = growthInputs(refs, subject, data);
  const eye = eyeInputs(refs, subject, data.flagExam);
  return { flags: patientFlags({ growth, eye, asOf }), nextDueDate: dueChecks({ growth, eye }).next };
}
