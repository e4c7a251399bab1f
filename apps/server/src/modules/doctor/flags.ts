/**
 * Stored growth records and eye exams → the inputs of @sprout/clinical's patient flags. Scoring reuses the
 * growth module's WHO scoring and the clinical package's axial-length centiles, so the list flags a child by
 * exactly the numbers the growth and eye screens show.
 */
import {
  ageInDays,
  axialLengthCentile,
  examAgeYears,
  gradeAxialProgression,
  nextDueCheck,
  patientFlags,
  toDayNumber,
  type FlagEyeExam,
  type FlagGrowthRecord,
  type PatientFlagCode,
} from '@sprout/clinical';
import type { References } from '../../reference/index.ts';
import { growthByRecord } from '../eye/present.ts';
import type { ExamRow } from '../eye/repository.ts';
import type { GrowthProfileRow, GrowthRecordRow } from '../growth/repository.ts';
import { scoreRecord, weightForLengthOf } from '../growth/scoring.ts';

export interface FlagSubject {
  familyMemberId: string;
  sex: 'male' | 'female';
  birthDate: string;
}

export interface MemberClinicalData {
  growthProfile: GrowthProfileRow | undefined;
  growthRecords: readonly GrowthRecordRow[];
  eyeExams: readonly ExamRow[];
}

export function growthInputs(refs: References, subject: FlagSubject, data: MemberClinicalData): FlagGrowthRecord[] {
  const profile = data.growthProfile;
  if (!profile) return [];
  const growthSubject = { profile, name: '', sex: subject.sex, birthDate: subject.birthDate };
  return data.growthRecords.flatMap((row) => {
    const ageDays = ageInDays(subject.birthDate, row.recordDate);
    if (ageDays < 0) return [];
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
function fastForAge(refs: References, subject: FlagSubject, row: ExamRow, growth: ReturnType<typeof growthByRecord>): boolean {
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

export function eyeInputs(refs: References, subject: FlagSubject, exams: readonly ExamRow[]): FlagEyeExam[] {
  const growth = growthByRecord(exams);
  return exams.map((row) => {
    const age = toDayNumber(row.examDate) < toDayNumber(subject.birthDate) ? null : examAgeYears(subject.birthDate, row.examDate);
    const above = (al: number | null) =>
      al !== null && age !== null && axialLengthCentile(refs.axialLength, subject.sex, age, al).band === 'above95';
    return {
      examDate: row.examDate,
      treatment: row.treatment,
      axialAboveP95: above(row.odAxialLength) || above(row.osAxialLength),
      fastForAge: age !== null && fastForAge(refs, subject, row, growth),
    };
  });
}

export function clinicalSummary(
  refs: References,
  subject: FlagSubject,
  data: MemberClinicalData,
  asOf: string,
): { flags: PatientFlagCode[]; nextDueDate: string | null } {
  const growth = growthInputs(refs, subject, data);
  const eye = eyeInputs(refs, subject, data.eyeExams);
  return { flags: patientFlags({ growth, eye, asOf }), nextDueDate: nextDueCheck({ growth, eye }) };
}
