import { describe, expect, it } from 'vitest';
import { addDays, dueChecks, EYE_TREATMENTS, patientFlags, type AxialGrowth } from '@sprout/clinical';
import { loadConfig } from '../../config/env.ts';
import { loadReferences } from '../../reference/index.ts';
import type { ExamRow, ExamWithBaselines } from '../eye/exam-baselines-repository.ts';
import { growthByRecord } from '../eye/present.ts';
import type { GrowthProfileRow, GrowthRecordRow } from '../growth/repository.ts';
import { clinicalSummary, eyeInputs, growthInputs, memberDueChecks, type MemberClinicalData } from './inputs.ts';

const refs = loadReferences(loadConfig({ NODE_ENV: 'test' }).referenceDataDir);
const profile = {
  id: 'g',
  familyMemberId: 'm',
  fullTermFlag: 1,
  gestationalAgeDays: null,
  reference: 'who',
  pretermReference: 'fenton2013',
} as unknown as GrowthProfileRow;

let seed = 11;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/**
 * A child of 5-12 years measured on a smooth line (a few records before birth, unsorted) with, in most histories, one
 * record far off the line about two years before the latest, on either side of the flags' window; and eye exams every
 * few months along a rate between stable and fast. Whether the flags are raised then turns on the window's edge and on
 * each exam's baseline.
 */
function history(birthDate: string, ageDays: number): { growthRecords: GrowthRecordRow[]; eyeExams: ExamRow[]; offLine: number | null } {
  const days = new Set<number>([ageDays, -1 - Math.floor(random() * 20)]);
  const count = Math.floor(random() * 80);
  for (let i = 0; i < count; i++) days.add(ageDays - Math.floor(random() * 1500));
  const offLine = random() < 0.7 ? 690 + Math.floor(random() * 80) : null;
  if (offLine !== null) days.add(ageDays - offLine);
  const growthRecords = [...days].map((day): GrowthRecordRow => {
    const years = Math.max(day, 0) / 365.25;
    const off = offLine !== null && day === ageDays - offLine ? 9 : 0;
    return {
      id: `r${day}`,
      growthId: 'g',
      recordDate: addDays(birthDate, day),
      heightCm: 110 + (years - 5) * 6.5 + (random() - 0.5) * 0.6 + off,
      weightKg: random() < 0.1 ? null : 18.5 + (years - 5) * 2.6 + (random() - 0.5) * 0.4,
      headCm: null,
      measure: null,
    } as GrowthRecordRow;
  });
  const rate = 0.05 + random() * 0.7;
  const eyeExams: ExamRow[] = [];
  for (let day = 1461 + Math.floor(random() * 200); day <= ageDays; day += 60 + Math.floor(random() * 160)) {
    const years = day / 365.25;
    const axial = () => (random() < 0.1 ? null : 22.4 + (years - 4) * rate + (random() - 0.5) * 0.04);
    eyeExams.push({
      id: `e${day}`,
      eyeId: 'y',
      examDate: addDays(birthDate, day),
      treatment: pick(EYE_TREATMENTS),
      odAxialLength: axial(),
      osAxialLength: axial(),
    } as ExamRow);
  }
  // A re-measure on the latest exam's day, now and then.
  if (eyeExams.length > 0 && random() < 0.3) eyeExams.push({ ...eyeExams.at(-1)!, id: 'again', treatment: pick(EYE_TREATMENTS) });
  return { growthRecords: growthRecords.sort(() => random() - 0.5), eyeExams, offLine };
}

/** Each exam with its baselines as the whole history gives them (the eye module's every-exam rates). */
function withBaselines(exams: readonly ExamRow[]): ExamWithBaselines[] {
  const growth = growthByRecord(exams);
  const baseline = (g: AxialGrowth) => (g.sinceExamDate === null ? null : { examDate: g.sinceExamDate, mm: g.sinceAxialLengthMm! });
  return exams.map((row) => ({ row, baselines: { right: baseline(growth.get(row.id)!.right), left: baseline(growth.get(row.id)!.left) } }));
}

/** What the repository's summaryData gives of these histories (its SQL is held to them in summary-data.test.ts). */
function summaryDataOf(growthRecords: GrowthRecordRow[], eyeExams: ExamRow[]): MemberClinicalData {
  const graded = withBaselines(eyeExams);
  const latestDate = eyeExams.reduce<string | null>((d, e) => (d === null || e.examDate > d ? e.examDate : d), null);
  const ofLatestDay = graded.filter((e) => e.row.examDate === latestDate);
  return {
    growthProfile: profile,
    growthRecords,
    growthRecordCount: growthRecords.length,
    eyeProfile: { id: 'y', eyeAxisId: 'ya' },
    eyeExamCount: eyeExams.length,
    flagExam: ofLatestDay[0] ?? null,
    lastExam: ofLatestDay.at(-1)?.row ?? null,
    latestMeasured: { right: null, left: null },
  };
}

describe('the clinical summary of a long history', () => {
  it('gives the flags and due checks that scoring and grading every record and exam gave', () => {
    const crossing = { inside: 0, outside: 0 };
    const flagged = new Set<string>();
    for (let round = 0; round < 300; round++) {
      const birthDate = addDays('2012-01-01', Math.floor(random() * 3000));
      const ageDays = 1826 + Math.floor(random() * 2557);
      const subject = { familyMemberId: 'm', sex: pick(['male', 'female'] as const), birthDate };
      const { growthRecords, eyeExams, offLine } = history(birthDate, ageDays);
      const data = summaryDataOf(growthRecords, eyeExams);
      const asOf = addDays(birthDate, ageDays + Math.floor(random() * 400));
      // Every record scored on its own, every exam graded with its baselines: what the summary read before.
      const everyRecord = growthRecords.flatMap((row) => growthInputs(refs, subject, { ...data, growthRecords: [row] }));
      const everyExam = withBaselines(eyeExams).flatMap((exam) => eyeInputs(refs, subject, exam));
      const expected = patientFlags({ growth: everyRecord, eye: everyExam, asOf });
      expect(clinicalSummary(refs, subject, data, asOf)).toEqual({
        flags: expected,
        nextDueDate: dueChecks({ growth: everyRecord, eye: everyExam }).next,
      });
      // The due checks from what the repository's dueInputs reads: the latest record since birth and the latest exam,
      // of one day's exams the first stored (this history's order).
      const sinceBirth = growthRecords.map((r) => r.recordDate).filter((d) => d >= birthDate);
      const latestExamDate = eyeExams.reduce<string | null>((d, e) => (d === null || e.examDate > d ? e.examDate : d), null);
      const lastExam = eyeExams.find((e) => e.examDate === latestExamDate);
      const dueInputs = {
        lastRecordDate: sinceBirth.length ? sinceBirth.reduce((a, b) => (a > b ? a : b)) : null,
        lastExam: lastExam ? { examDate: lastExam.examDate, treatment: lastExam.treatment } : null,
      };
      expect(memberDueChecks(subject, dueInputs)).toEqual(dueChecks({ growth: everyRecord, eye: everyExam }));
      if (offLine !== null && expected.includes('centileCrossing')) crossing[offLine <= 730 ? 'inside' : 'outside'] += 1;
      for (const flag of expected) flagged.add(flag);
    }
    // The record off the line raised the flag from inside the window, and only there.
    expect(crossing.inside).toBeGreaterThan(30);
    expect(crossing.outside).toBe(0);
    expect([...flagged]).toEqual(expect.arrayContaining(['centileCrossing', 'axialAboveP95', 'axialFastForAge', 'eyeRecheckOverdue']));
  });
});
