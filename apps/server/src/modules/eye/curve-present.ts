/**
 * An eye profile's exams → the curve's answer: each eye's points, summarised for a long history, and the treatment
 * changes. Ages and centiles come from @sprout/clinical, as in present.ts.
 */
import {
  axialLengthCentile,
  AXIAL_LENGTH_REFERENCE_SOURCE,
  eyeRoundTo,
  isAxialLengthAboveHighestLine,
  summariseChartPoints,
} from '@sprout/clinical';
import { EYE_CURVE_FULL_POINTS, type EyeCurve, type EyeCurvePoint, type EyeSide } from '@sprout/contracts';
import { AGE_DECIMALS, ageAt, centileFields, type EyeContext } from './present.ts';
import { referenceLines } from './reference-lines.ts';
import { EYE_EXAM_SIDE_COLUMNS, type CurveExam } from './repository.ts';

export function presentCurve(ctx: EyeContext, history: readonly CurveExam[]): EyeCurve {
  // Each exam's age once, for both eyes and the treatment changes (a long history: 5,000 exams, issue 28).
  const ages = history.map((row) => ageAt(ctx.profile, row.examDate));
  const right = curveSide(ctx, history, ages, 'right');
  const left = curveSide(ctx, history, ages, 'left');
  return {
    eyeId: ctx.profile.eyeId,
    sex: ctx.profile.sex,
    birthDate: ctx.profile.birthDate,
    reference: AXIAL_LENGTH_REFERENCE_SOURCE.id,
    referenceCitation: AXIAL_LENGTH_REFERENCE_SOURCE.citation,
    unit: 'mm',
    centiles: referenceLines(ctx.reference, ctx.profile.sex),
    right: right.points,
    left: left.points,
    recordCount: { right: right.count, left: left.count },
    treatmentChanges: treatmentChanges(history, ages),
  };
}

/**
 * One eye's points: every exam with its axial length and an age, summarised for a long history (the exams above the
 * 95th centile always kept). Every exam is checked against the P95 line to know that; only the kept exams get their
 * centile and become points, with their label (issue 28, criterion 4: 5,000 exams an eye, a few hundred points).
 */
function curveSide(
  ctx: EyeContext,
  history: readonly CurveExam[],
  ages: readonly (number | null)[],
  side: EyeSide,
): { points: EyeCurvePoint[]; count: number } {
  const column = EYE_EXAM_SIDE_COLUMNS[side].axialLength;
  const { reference, profile } = ctx;
  const exams: number[] = [];
  const above: boolean[] = [];
  for (let i = 0; i < history.length; i += 1) {
    const axialLength = history[i]![column] ?? null;
    const age = ages[i]!;
    if (axialLength === null || age === null) continue;
    exams.push(i);
    above.push(isAxialLengthAboveHighestLine(reference, profile.sex, age, axialLength));
  }
  const kept = summariseChartPoints(
    exams.map((_, k) => k),
    EYE_CURVE_FULL_POINTS,
    (k) => history[exams[k]!]!.examDate,
    (k) => above[k]!,
  );
  const points = kept.map((k): EyeCurvePoint => {
    const i = exams[k]!;
    const row = history[i]!;
    const age = ages[i]!;
    const axialLength = row[column]!;
    return {
      recordId: row.id,
      examDate: row.examDate,
      ageYears: eyeRoundTo(age, AGE_DECIMALS),
      axialLength,
      ...centileFields(axialLengthCentile(reference, profile.sex, age, axialLength)),
    };
  });
  return { points, count: exams.length };
}

/**
 * The exams where the treatment differs from the exam before (history is oldest first): a start, a switch or a
 * stop. A first exam under no treatment is no event; a first exam already under one is its start as far as the
 * records know. An exam without an age (dated before the birth date) is none.
 */
function treatmentChanges(history: readonly CurveExam[], ages: readonly (number | null)[]): NonNullable<EyeCurve['treatmentChanges']> {
  const changes: NonNullable<EyeCurve['treatmentChanges']> = [];
  let previous: string = 'none';
  history.forEach((row, i) => {
    const age = ages[i]!;
    if (row.treatment !== previous && age !== null) {
      changes.push({
        recordId: row.id,
        examDate: row.examDate,
        ageYears: eyeRoundTo(age, AGE_DECIMALS),
        treatment: row.treatment,
      });
    }
    previous = row.treatment;
  });
  return changes;
}
