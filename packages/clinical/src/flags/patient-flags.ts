/**
 * The flags a doctor acts on, shown on the doctor's patient list (issue 15). Pure: the caller passes the
 * child's already-scored growth records and eye exams and an explicit "as of" date. Every threshold is a named
 * constant with its source; the codes are the API's (flags/codes.ts, which contracts' PATIENT_FLAGS is made from).
 */
import { addDays, daysBetween, type IsoDate } from '../dates.ts';
import { growthZFromCentile } from '../growth/normal.ts';
import { OVERWEIGHT_ABOVE_Z, WASTING_BELOW_Z } from '../growth/weight-for-length.ts';
import { PATIENT_FLAG_CODES, type PatientFlagCode } from './codes.ts';

/**
 * P3 and P97 as z-scores (±1.881): the outer lines of the WHO charts the app draws, and the cut-offs the
 * WHO Child Growth Standards' chart booklets (2006) mark as outside the normal range; a child beyond them is
 * referred for assessment (WHO Training Course on Child Growth Assessment, module C, 2008).
 */
export const Z_P3 = growthZFromCentile(3);
export const Z_P97 = growthZFromCentile(97);

/**
 * Major centile lines of the UK-WHO charts are two-thirds of a standard deviation apart (RCPCH, "UK-WHO growth
 * charts: fact sheet", 2009/2013). A fall or rise across two centile spaces — 4/3 SD — calls for assessment:
 * NICE NG75 "Faltering growth" (2017) §1.2.3 uses two spaces for weight, and RCPCH chart guidance applies the
 * same rule to height. One space is within normal measurement and growth variation.
 */
export const CENTILE_SPACE_Z = 2 / 3;
export const CENTILE_CROSSING_SPACES = 2;
/** Earlier records older than this are not compared: infants realign in the first years and a 10-year-old
 *  is not flagged for a shift at 6 months. Two years, the window of NICE NG75's thresholds in infancy. */
export const CENTILE_CROSSING_WINDOW_DAYS = 730;

/**
 * Children in myopia control are reviewed every 6 months (IMI – Clinical Management Guidelines Report,
 * Gifford et al., Invest Ophthalmol Vis Sci 2019;60(3):M184–M203: "6-monthly review"). Overdue means no exam
 * for more than 6 months, counted as 6 × 30.4375 = 183 days (whole days, rounded up).
 */
export const EYE_RECHECK_INTERVAL_DAYS = 183;

/**
 * When a growth check is next due, by age at the last measurement (AAP Bright Futures periodicity schedule,
 * 2023: visits at 1, 2, 4, 6, 9, 12, 15, 18, 24 and 30 months, then yearly from 3 years): every 3 months
 * under 2 years, 6 months from 2 to 3 years, then yearly.
 */
export const GROWTH_CHECK_INTERVALS = [
  { underAgeDays: 730, intervalDays: 91 },
  { underAgeDays: 1096, intervalDays: 183 },
  { underAgeDays: Number.POSITIVE_INFINITY, intervalDays: 365 },
] as const;

/** One scored growth record: z-scores per indicator, null where missing or outside the references. */
export interface FlagGrowthRecord {
  readonly recordDate: IsoDate;
  readonly ageDays: number;
  readonly heightZ: number | null;
  readonly weightZ: number | null;
  readonly headSizeZ: number | null;
  readonly bmiZ: number | null;
  /** WHO 2006 weight-for-length (under 2 years) or weight-for-height (2 to 5 years); null where none applies. */
  readonly weightForLengthZ: number | null;
}

/** One eye exam, both eyes: axial length band against the age norms, and whether it is fast for age. */
export interface FlagEyeExam {
  readonly examDate: IsoDate;
  /** Myopia-control treatment in use at the exam ('none' when none). */
  readonly treatment: string;
  readonly axialAboveP95: boolean;
  /** Progression fast for the child's age at this exam (set by the caller from the eye module's grading). */
  readonly fastForAge: boolean;
}

export interface PatientFlagInput {
  /** Oldest first or in any order. */
  readonly growth: readonly FlagGrowthRecord[];
  readonly eye: readonly FlagEyeExam[];
  readonly asOf: IsoDate;
}

const latestBy = <T>(items: readonly T[], date: (item: T) => IsoDate): T | undefined =>
  items.reduce<T | undefined>((best, item) => (!best || date(item) > date(best) ? item : best), undefined);

type GrowthIndicatorKey = 'heightZ' | 'weightZ' | 'headSizeZ';
const SIZE_INDICATORS: readonly GrowthIndicatorKey[] = ['heightZ', 'weightZ', 'headSizeZ'];
const CROSSING_INDICATORS: readonly GrowthIndicatorKey[] = ['heightZ', 'weightZ'];

/** A drop or rise across two major centile spaces of height or weight, latest record against one within the window. */
export function crossesTwoCentileSpaces(records: readonly FlagGrowthRecord[]): boolean {
  const latest = latestBy(records, (r) => r.recordDate);
  if (!latest) return false;
  const threshold = CENTILE_CROSSING_SPACES * CENTILE_SPACE_Z;
  return CROSSING_INDICATORS.some((key) => {
    const now = latest[key];
    if (now === null) return false;
    return records.some((earlier) => {
      const before = earlier[key];
      if (before === null || earlier.recordDate >= latest.recordDate) return false;
      if (daysBetween(earlier.recordDate, latest.recordDate) > CENTILE_CROSSING_WINDOW_DAYS) return false;
      // A hair's tolerance so that exactly two spaces (4/3 SD, not exactly representable) counts.
      return Math.abs(now - before) >= threshold - 1e-9;
    });
  });
}

/** Whether the last exam of a child in myopia control is more than EYE_RECHECK_INTERVAL_DAYS ago. */
export function isEyeRecheckOverdue(exams: readonly FlagEyeExam[], asOf: IsoDate): boolean {
  const latest = latestBy(exams, (e) => e.examDate);
  if (!latest || latest.treatment === 'none') return false;
  return daysBetween(latest.examDate, asOf) > EYE_RECHECK_INTERVAL_DAYS;
}

/** Every flag that applies, in PATIENT_FLAG_CODES order. */
export function patientFlags(input: PatientFlagInput): PatientFlagCode[] {
  const flags = new Set<PatientFlagCode>();
  const growth = latestBy(input.growth, (r) => r.recordDate);
  if (growth) {
    const zs = SIZE_INDICATORS.map((key) => growth[key]).filter((z): z is number => z !== null);
    if (zs.some((z) => z < Z_P3)) flags.add('growthBelowP3');
    if (zs.some((z) => z > Z_P97)) flags.add('growthAboveP97');
    if (growth.bmiZ !== null && growth.bmiZ > Z_P97) flags.add('bmiAboveP97');
    // WHO's cut-offs on weight-for-length/height (weight-for-length.ts): wasting below −2, overweight above +2.
    const wfl = growth.weightForLengthZ;
    if (wfl !== null && wfl < WASTING_BELOW_Z) flags.add('wasting');
    if (wfl !== null && wfl > OVERWEIGHT_ABOVE_Z) flags.add('overweight');
  }
  if (crossesTwoCentileSpaces(input.growth)) flags.add('centileCrossing');
  const eye = latestBy(input.eye, (e) => e.examDate);
  if (eye?.axialAboveP95) flags.add('axialAboveP95');
  if (eye?.fastForAge) flags.add('axialFastForAge');
  if (isEyeRecheckOverdue(input.eye, input.asOf)) flags.add('eyeRecheckOverdue');
  return PATIENT_FLAG_CODES.filter((code) => flags.has(code));
}

/** When each kind of check is next due, and the earlier of the two: what the doctor's list and the parent's screens show. */
export interface DueChecks {
  /** After the last growth measurement, by age at it (GROWTH_CHECK_INTERVALS); null without a measurement. */
  readonly growth: { readonly dueDate: IsoDate; readonly lastDate: IsoDate } | null;
  /** 6 months after the last eye exam while in myopia control; null without an exam or out of treatment. */
  readonly eye: { readonly dueDate: IsoDate; readonly lastDate: IsoDate } | null;
  /** The earlier of the two, null when neither is due. */
  readonly next: IsoDate | null;
}

/** What the due checks read of each record and exam: their dates, the age at the record, the exam's treatment. */
export interface DueCheckInput {
  readonly growth: readonly Pick<FlagGrowthRecord, 'recordDate' | 'ageDays'>[];
  readonly eye: readonly Pick<FlagEyeExam, 'examDate' | 'treatment'>[];
}

/**
 * The checks a doctor should next see the child for: the growth check (after the last measurement, by age) and
 * the eye recheck (6 months after the last exam while in myopia control), and the earlier of them. The one rule:
 * the doctor's patient list (nextDueCheck) and the parent's next-check screens both read it.
 */
export function dueChecks(input: DueCheckInput): DueChecks {
  const lastGrowth = latestBy(input.growth, (r) => r.recordDate);
  const growth = lastGrowth
    ? {
        dueDate: addDays(lastGrowth.recordDate, GROWTH_CHECK_INTERVALS.find((r) => lastGrowth.ageDays < r.underAgeDays)!.intervalDays),
        lastDate: lastGrowth.recordDate,
      }
    : null;
  const lastExam = latestBy(input.eye, (e) => e.examDate);
  const eye =
    lastExam && lastExam.treatment !== 'none'
      ? { dueDate: addDays(lastExam.examDate, EYE_RECHECK_INTERVAL_DAYS), lastDate: lastExam.examDate }
      : null;
  const dates = [growth?.dueDate, eye?.dueDate].filter((d): d is IsoDate => d !== undefined);
  return { growth, eye, next: dates.length > 0 ? dates.reduce((a, b) => (a < b ? a : b)) : null };
}

/** The earlier of the next growth check and eye recheck (dueChecks), null without data: the patient list's column. */
export function nextDueCheck(input: DueCheckInput): IsoDate | null {
  return dueChecks(input).next;
}
