/**
 * Stored exams → the API's shapes. Every derived number (age, spherical equivalent, corneal radius, AL/CR,
 * centile, change per year, progression) comes from @sprout/clinical; this file only picks and rounds.
 */
import {
  alCrRatio,
  axialGrowthPerYear,
  axialLengthCentile,
  eyeRoundTo,
  examAgeYears,
  formatAxialLengthCentile,
  meanCornealRadius,
  gradeAxialProgression,
  roundDioptres,
  sphericalEquivalent,
  toDayNumber,
  type AxialGrowth,
  type AxialLengthCentileResult,
  type AxialLengthReference,
} from '@sprout/clinical';
import {
  type EyeAxisRecord,
  type EyeExamRecord,
  type EyeMeasurements,
  type EyeSide,
  type EyeSummary,
  type Language,
} from '@sprout/contracts';
import { localizeOrNull } from '../../http/localized.ts';
import { EYE_EXAM_SIDE_COLUMNS, type CurveExam, type ExamRow, type ProfileWithMember } from './repository.ts';

/** Display precision: ages and rates to 0.01 (years, mm/year), centiles to 0.1, radii and ratios to 0.01. */
export const AGE_DECIMALS = 2;
const CENTILE_DECIMALS = 1;
const RATE_DECIMALS = 2;
const RADIUS_DECIMALS = 2;
const RATIO_DECIMALS = 2;

export interface EyeContext {
  profile: ProfileWithMember;
  reference: AxialLengthReference;
}

type StoredEye = { [K in keyof (typeof EYE_EXAM_SIDE_COLUMNS)['right']]: number | null };

/** One eye's stored values, as a literal of fixed keys: read for every exam, eye and view (entries and fromEntries cost ten times more). */
function storedEye(row: ExamRow, side: EyeSide): StoredEye {
  const c = EYE_EXAM_SIDE_COLUMNS[side];
  return {
    axialLength: row[c.axialLength] ?? null,
    sphere: row[c.sphere] ?? null,
    cylinder: row[c.cylinder] ?? null,
    axis: row[c.axis] ?? null,
    k1: row[c.k1] ?? null,
    k2: row[c.k2] ?? null,
    cornealRadius: row[c.cornealRadius] ?? null,
    ucva: row[c.ucva] ?? null,
    bcva: row[c.bcva] ?? null,
    iop: row[c.iop] ?? null,
  };
}

/** Age in years at the exam; an exam dated before birth (a birth date corrected later) gets no age-based values. */
export function ageAt(profile: ProfileWithMember, examDate: string): number | null {
  if (toDayNumber(examDate) < toDayNumber(profile.birthDate)) return null;
  return examAgeYears(profile.birthDate, examDate);
}

function centileOf(ctx: EyeContext, age: number | null, axialLength: number | null) {
  if (axialLength === null || age === null) return { centile: null, band: null, centileLabel: null };
  return centileFields(axialLengthCentile(ctx.reference, ctx.profile.sex, age, axialLength));
}

/** A centile as the API shows it: rounded, its band and its label. */
export function centileFields(result: AxialLengthCentileResult) {
  return {
    centile: result.centile === null ? null : eyeRoundTo(result.centile, CENTILE_DECIMALS),
    band: result.band,
    centileLabel: formatAxialLengthCentile(result),
  };
}

export type GrowthByRecord = Map<string, Record<EyeSide, AxialGrowth>>;

/** Change per year of each exam's axial length, per eye, over the profile's whole history. */
export function growthByRecord(history: readonly CurveExam[]): GrowthByRecord {
  const perSide = (side: EyeSide) => {
    const column = EYE_EXAM_SIDE_COLUMNS[side].axialLength;
    return axialGrowthPerYear(history.map((row) => ({ examDate: row.examDate, axialLengthMm: row[column] ?? null })));
  };
  const right = perSide('right');
  const left = perSide('left');
  return new Map(history.map((row, i) => [row.id, { right: right[i]!, left: left[i]! }]));
}

/**
 * The same change per year for one exam, from the baselines the page query found for it: with its baseline as
 * the only earlier exam, axialGrowthPerYear picks that one, exactly as over the whole history.
 */
export function growthFromBaselines(row: ExamRow, baselines: Record<EyeSide, { examDate: string; mm: number } | null>): GrowthByRecord {
  const perSide = (side: EyeSide) => {
    const base = baselines[side];
    const exams = [
      ...(base ? [{ examDate: base.examDate, axialLengthMm: base.mm }] : []),
      { examDate: row.examDate, axialLengthMm: storedEye(row, side).axialLength },
    ];
    return axialGrowthPerYear(exams).at(-1)!;
  };
  return new Map([[row.id, { right: perSide('right'), left: perSide('left') }]]);
}

/**
 * Change per year and its label graded for the child's age and sex (He 2023 lines, @sprout/clinical
 * gradeAxialProgression); no label outside the reference's 4–18 years.
 */
function rate(ctx: EyeContext, axialLength: number | null, growth: AxialGrowth | undefined) {
  const mmPerYear = growth?.mmPerYear ?? null;
  const since = growth?.sinceExamDate ?? null;
  const sinceMm = growth?.sinceAxialLengthMm ?? null;
  const graded =
    mmPerYear === null || since === null || sinceMm === null || axialLength === null || !growth
      ? null
      : gradeAxialProgression(ctx.reference, {
          sex: ctx.profile.sex,
          birthDate: ctx.profile.birthDate,
          from: { examDate: since, axialLengthMm: sinceMm },
          to: { examDate: growth.examDate, axialLengthMm: axialLength },
        });
  return { growthPerYear: mmPerYear === null ? null : eyeRoundTo(mmPerYear, RATE_DECIMALS), progression: graded?.label ?? null };
}

function presentEye(ctx: EyeContext, eye: StoredEye, age: number | null, growth: AxialGrowth | undefined): EyeMeasurements {
  const radius = eye.cornealRadius ?? (eye.k1 !== null && eye.k2 !== null ? meanCornealRadius(eye.k1, eye.k2) : null);
  return {
    axialLength: eye.axialLength,
    sphere: eye.sphere,
    cylinder: eye.cylinder,
    axis: eye.axis,
    sphericalEquivalent: eye.sphere === null ? null : roundDioptres(sphericalEquivalent(eye.sphere, eye.cylinder ?? 0)),
    k1: eye.k1,
    k2: eye.k2,
    cornealRadius: radius === null ? null : eyeRoundTo(radius, RADIUS_DECIMALS),
    alCrRatio: radius === null || eye.axialLength === null ? null : eyeRoundTo(alCrRatio(eye.axialLength, radius), RATIO_DECIMALS),
    ucva: eye.ucva,
    bcva: eye.bcva,
    iop: eye.iop,
    ...centileOf(ctx, age, eye.axialLength),
    ...rate(ctx, eye.axialLength, growth),
  };
}

/** `lang`: the reader's language, the one of the notes' two texts shown; null where no notes are shown (summaries). */
export function presentRecord(ctx: EyeContext, row: ExamRow, growth: GrowthByRecord, lang: Language | null): EyeExamRecord {
  const age = ageAt(ctx.profile, row.examDate);
  const rates = growth.get(row.id);
  return {
    recordId: row.id,
    eyeId: row.eyeId,
    examDate: row.examDate,
    ageYears: eyeRoundTo(age ?? 0, AGE_DECIMALS),
    treatment: row.treatment,
    device: row.device,
    notes: lang ? localizeOrNull(row.notes, lang) : null,
    right: presentEye(ctx, storedEye(row, 'right'), age, rates?.right),
    left: presentEye(ctx, storedEye(row, 'left'), age, rates?.left),
  };
}

/**
 * The summary cards from each eye's latest measured exam and that eye's baseline alone (the eye screen's and the
 * doctor's overview's reads, which never read the whole history): growthFromBaselines gives that eye of the exam the
 * change per year the whole history gives it. The exam's other eye, not on this card, is given no baseline.
 */
export function summaryOfLatest(
  ctx: EyeContext,
  latest: Record<EyeSide, { row: ExamRow; baseline: { examDate: string; mm: number } | null } | null>,
): Record<EyeSide, EyeSummary | null> {
  const card = (side: EyeSide) => {
    const exam = latest[side];
    if (!exam) return null;
    const baselines = { right: null, left: null, [side]: exam.baseline };
    return summaryCard(ctx, exam.row, growthFromBaselines(exam.row, baselines), side);
  };
  return { right: card('right'), left: card('left') };
}

/** One eye's summary card: its exam presented, that eye's values. */
function summaryCard(ctx: EyeContext, row: ExamRow, growth: GrowthByRecord, side: EyeSide): EyeSummary {
  const record = presentRecord(ctx, row, growth, null);
  const eye = record[side];
  return {
    recordId: record.recordId,
    examDate: record.examDate,
    ageYears: record.ageYears,
    treatment: record.treatment,
    axialLength: eye.axialLength!,
    centile: eye.centile,
    band: eye.band,
    centileLabel: eye.centileLabel,
    growthPerYear: eye.growthPerYear,
    progression: eye.progression,
    sphericalEquivalent: eye.sphericalEquivalent,
    alCrRatio: eye.alCrRatio,
  };
}

export function presentAxisRecords(ctx: EyeContext, history: readonly CurveExam[], growth: GrowthByRecord): EyeAxisRecord[] {
  // From the curve's columns alone (date, treatment, axial lengths): what the list shows of each exam.
  return history.map((row) => {
    const age = ageAt(ctx.profile, row.examDate);
    const rates = growth.get(row.id);
    const side = (eye: EyeSide, growthOfEye: AxialGrowth | undefined) => {
      const axialLength = row[EYE_EXAM_SIDE_COLUMNS[eye].axialLength] ?? null;
      const { centile, band } = centileOf(ctx, age, axialLength);
      return { axialLength, centile, band, ...rate(ctx, axialLength, growthOfEye) };
    };
    return {
      recordId: row.id,
      examDate: row.examDate,
      ageYears: eyeRoundTo(age ?? 0, AGE_DECIMALS),
      treatment: row.treatment,
      right: side('right', rates?.right),
      left: side('left', rates?.left),
    };
  });
}
