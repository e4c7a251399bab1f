/**
 * Stored growth records and eye exams → the inputs of @sprout/clinical's patient flags. Scoring reuses the
 * growth module's WHO scoring and the clinical package's axial-length centiles, so the list flags a child by
 * exactly the numbers the growth and eye screens show.
 */
import {
  ageInDays,
  axialLengthCentile,
  examAgeYears,
  nextDueCheck,
  patientFlags,
  toDayNumber,
  type FlagEyeExam,
  type FlagGrowthRecord,
  type PatientFlagCode,
} from '@sprout/clinical';
import type { References } from '../../reference/index.ts';
import type { GrowthProfileRow, GrowthRecordRow } from '../growth/repository.ts';
import { scoreRecord } from '../growth/scoring.ts';
import type { ExamRow } from '../eye/repository.ts';

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
      },
    ];
  });
}

export function eyeInputs(refs: References, subject: FlagSubject, exams: readonly ExamRow[]): FlagEyeExam[] {
  return exams.map((row) => {
    const age = toDayNumber(row.examDate) < toDayNumber(subject.birthDate) ? null : examAgeYears(subject.birthDate, row.examDate);
    const above = (al: number | null) => al !== null && age !== null && axialLengthCentile(refs.axialLength, subject.sex, age, al).band === 'above95';
    return {
      examDate: row.examDate,
      treatment: row.treatment,
      axialAboveP95: above(row.odAxialLength) || above(row.osAxialLength),
      // Age-aware progression grading arrives with issue 19 item 13; until then no exam is graded fast for age.
      fastForAge: false,
    };
  });
}

export function clinicalSummary(refs: References, subject: FlagSubject, data: MemberClinicalData, asOf: string): { flags: PatientFlagCode[]; nextDueDate: string | null } {
  const growth = growthInputs(refs, subject, data);
  const eye = eyeInputs(refs, subject, data.eyeExams);
  return { flags: patientFlags({ growth, eye, asOf }), nextDueDate: nextDueCheck({ growth, eye }) };
}
