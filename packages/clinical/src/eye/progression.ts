/**
 * Axial elongation per year between exams, and the label the app shows for it. The labels' thresholds live
 * here and nowhere else.
 */
import { DAYS_PER_YEAR, toDayNumber, type IsoDate } from '../dates.ts';

/**
 * Shortest interval (days) over which a change per year is computed: three months (91 days = 13 weeks).
 * Optical biometers repeat to a few hundredths of a mm; annualising a change over a few weeks multiplies that
 * noise into a false rate, so closer exams are compared with an older one instead. Same rule as the product's
 * height velocity.
 */
export const MIN_PROGRESSION_INTERVAL_DAYS = 91;

/**
 * Lower bounds (mm/year, inclusive) of each label; below `slow` is 'stable'. These are product thresholds,
 * not diagnostic cut-offs, informed by the myopia-control literature, where axial length is the primary
 * outcome (IMI 2021 reports, Invest Ophthalmol Vis Sci 2021;62(5)):
 * - emmetropic children elongate about 0.1 mm/year on average, less as they get older (CLEERE and other
 *   cohorts, compared in Chamberlain et al., "Axial length targets for myopia control", Ophthalmic Physiol
 *   Opt 2021;41:523–531), hence 'stable' below 0.1;
 * - untreated myopic school children elongate around 0.3 mm/year, faster when younger (control arms in the
 *   same paper), hence 'fast' from 0.3; 'slow' and 'moderate' split the range between.
 * The same rate means more in an older child; these bounds are deliberately not age-specific.
 */
export const PROGRESSION_THRESHOLDS = {
  slow: 0.1,
  moderate: 0.2,
  fast: 0.3,
} as const;

export const PROGRESSION_LABELS = ['stable', 'slow', 'moderate', 'fast'] as const;
export type ProgressionLabel = (typeof PROGRESSION_LABELS)[number];

export interface AxialLengthExam {
  readonly examDate: IsoDate;
  /** null when this eye was not measured at the exam: it gets no rate and is no baseline. */
  readonly axialLengthMm: number | null;
}

export interface AxialGrowth {
  readonly examDate: IsoDate;
  /** Change in axial length per year since `sinceExamDate`; null without a baseline at least 91 days earlier. */
  readonly mmPerYear: number | null;
  readonly sinceExamDate: IsoDate | null;
}

/**
 * For each exam (same order as given; the input need not be sorted), the axial length change per year against
 * the nearest earlier exam at least MIN_PROGRESSION_INTERVAL_DAYS before it. The nearest qualifying exam,
 * not the first, so the rate reflects the current period rather than an average over years of treatment.
 */
export function axialGrowthPerYear(exams: readonly AxialLengthExam[]): AxialGrowth[] {
  const measured = exams.flatMap((exam) =>
    exam.axialLengthMm === null ? [] : [{ day: toDayNumber(exam.examDate), examDate: exam.examDate, mm: exam.axialLengthMm }],
  );
  return exams.map((exam): AxialGrowth => {
    const none: AxialGrowth = { examDate: exam.examDate, mmPerYear: null, sinceExamDate: null };
    if (exam.axialLengthMm === null) return none;
    const day = toDayNumber(exam.examDate);
    let baseline: (typeof measured)[number] | undefined;
    for (const candidate of measured) {
      if (day - candidate.day >= MIN_PROGRESSION_INTERVAL_DAYS && (!baseline || candidate.day > baseline.day)) baseline = candidate;
    }
    if (!baseline) return none;
    const years = (day - baseline.day) / DAYS_PER_YEAR;
    return { examDate: exam.examDate, mmPerYear: (exam.axialLengthMm - baseline.mm) / years, sinceExamDate: baseline.examDate };
  });
}

/** The label key for a rate (the client translates it); shrinking eyes count as stable. */
export function progressionLabel(mmPerYear: number | null): ProgressionLabel | null {
  if (mmPerYear === null) return null;
  if (!Number.isFinite(mmPerYear)) throw new RangeError(`Rate must be a finite number: ${mmPerYear}`);
  if (mmPerYear >= PROGRESSION_THRESHOLDS.fast) return 'fast';
  if (mmPerYear >= PROGRESSION_THRESHOLDS.moderate) return 'moderate';
  if (mmPerYear >= PROGRESSION_THRESHOLDS.slow) return 'slow';
  return 'stable';
}
