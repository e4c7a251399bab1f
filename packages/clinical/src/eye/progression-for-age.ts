/**
 * Axial-length progression graded against the growth expected for the child's age and sex.
 *
 * Eyes grow through childhood whether or not they become myopic, and less every year: children who stayed
 * emmetropic in CLEERE grew 0.16 mm/year at 6–9 years, 0.08 at 9–12 and 0.02 at 11–14 (CLEERE figures as
 * reported by K. Gifford, "How much axial length growth is normal?", Myopia Profile, 26 Sep 2021,
 * https://www.myopiaprofile.com/how-much-axial-length-growth-is-normal/; CLEERE's growth curves by refractive
 * group: Jones LA et al., Invest Ophthalmol Vis Sci 2005;46:2317–27). A single mm/year bound at every age therefore calls normal growth of a
 * 6-year-old "moderate" and misses fast growth of a teenager. Here the expected growth is the rise of the
 * child's own centile line of the He 2023 reference (reference.ts) between the two exams, and the label grades
 * the excess of the measured rate over it.
 *
 * The child's own line is the one through the earlier exam: between two published lines it keeps the same
 * fraction of the gap between them (the same z, as centile.ts interpolates); below P3 or above P95 it runs
 * parallel to the outermost line, because the paper's curves are not extrapolated. The He lines are
 * cross-sectional, so "staying on one's line" is the population's growth at that centile, not a longitudinal
 * promise; that is the expected growth the issue asks for and what a clinician reads off the chart.
 */
import { DAYS_PER_YEAR, toDayNumber, type IsoDate } from '../dates.ts';
import { axialLengthLinesAtAge } from './centile.ts';
import { MIN_PROGRESSION_INTERVAL_DAYS, type ProgressionLabel } from './progression.ts';
import { AXIAL_LENGTH_CENTILES, type AxialLengthReference, type EyeSex } from './reference.ts';

/**
 * Lower bounds (mm/year, inclusive) of the excess over the expected growth for each label; below `slow` is
 * 'stable'. Sources, all comparing myopic with emmetropic eyes of the same age:
 * - slow 0.02: myopic children treated with a myopia-control (MiSight) lens elongated 0.30 mm in 3 years
 *   against 0.24 mm predicted for age-matched emmetropes, an excess of (0.30 − 0.24) / 3 = 0.02 mm/year
 *   (Chamberlain P et al., "Axial length targets for myopia control", Ophthalmic Physiol Opt
 *   2021;41:523–531). Growth up to that is what successful myopia control achieves: 'stable'.
 * - fast 0.13: the untreated control myopes of the same trial elongated 0.63 mm in 3 years, an excess of
 *   (0.63 − 0.24) / 3 = 0.13 mm/year (same paper; the OLSM and SCORM models gave 0.70 and 0.65 mm). An eye
 *   that far ahead of its expected growth is growing like untreated myopia. By age band the excess is similar:
 *   median elongation of myopic children in single-vision spectacles, 0.30 mm/year at 6–8, 0.20 at 9–10 and
 *   0.10 at 11–13 years (Sci Rep 2025, doi:10.1038/s41598-025-99954-1), less the CLEERE emmetropes' 0.16, 0.08
 *   and 0.02 above, gives 0.14, 0.12 and 0.08 mm/year.
 * - moderate 0.075: the midpoint of the treated (0.02) and untreated (0.13) excesses, splitting the range
 *   between controlled and uncontrolled myopic growth.
 * These are product thresholds for prompting a check, not diagnostic cut-offs.
 */
export const PROGRESSION_EXCESS_THRESHOLDS = {
  slow: 0.02,
  moderate: 0.075,
  fast: 0.13,
} as const;

/** One measured axial length of one eye. */
export interface AxialLengthMeasurement {
  readonly examDate: IsoDate;
  readonly axialLengthMm: number;
}

export interface AxialProgressionInput {
  readonly sex: EyeSex;
  readonly birthDate: IsoDate;
  /** The earlier exam (the baseline). */
  readonly from: AxialLengthMeasurement;
  /** The later exam, at least MIN_PROGRESSION_INTERVAL_DAYS after `from`. */
  readonly to: AxialLengthMeasurement;
}

export interface AxialProgressionGrade {
  readonly label: ProgressionLabel;
  /** Measured change per year between the exams. */
  readonly mmPerYear: number;
  /** Change per year of the child's own centile line over the same interval. */
  readonly expectedMmPerYear: number;
  /** mmPerYear − expectedMmPerYear: what the label grades. */
  readonly excessMmPerYear: number;
}

/**
 * Age in years for the reference lines, counted by the calendar: whole years completed plus the fraction of
 * the current year of life, so the Nth birthday is exactly N and the day before it is just under N (decimal
 * Julian years put some birthdays a day off either side of the tabulated age). A 29 February birthday is
 * reached on 1 March in common years.
 */
export function calendarAgeYears(birthDate: IsoDate, date: IsoDate): number {
  const birthDay = toDayNumber(birthDate);
  const day = toDayNumber(date);
  if (day < birthDay) throw new RangeError(`Date ${date} is before birth date ${birthDate}`);
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const birthdayIn = (year: number): number => Math.round(Date.UTC(year, bm - 1, bd) / 86_400_000); // 29 Feb rolls to 1 Mar
  let years = Number(date.slice(0, 4)) - by;
  if (birthdayIn(by + years) > day) years -= 1;
  const last = birthdayIn(by + years);
  const next = birthdayIn(by + years + 1);
  return years + (day - last) / (next - last);
}

/**
 * Axial length (mm) at `toAgeYears` on the child's own centile line through `fromAxialLengthMm` at
 * `fromAgeYears` (module comment); null when either age is outside the reference (4–18 years).
 */
export function expectedAxialLength(
  ref: AxialLengthReference,
  sex: EyeSex,
  fromAgeYears: number,
  fromAxialLengthMm: number,
  toAgeYears: number,
): number | null {
  if (!(Number.isFinite(fromAxialLengthMm) && fromAxialLengthMm > 0))
    throw new RangeError(`Axial length must be a positive number of mm: ${fromAxialLengthMm}`);
  const from = axialLengthLinesAtAge(ref, sex, fromAgeYears);
  const to = axialLengthLinesAtAge(ref, sex, toAgeYears);
  if (!from || !to) return null;
  const lowest = AXIAL_LENGTH_CENTILES[0];
  const highest = AXIAL_LENGTH_CENTILES[AXIAL_LENGTH_CENTILES.length - 1]!;
  if (fromAxialLengthMm <= from[lowest]) return fromAxialLengthMm + (to[lowest] - from[lowest]);
  if (fromAxialLengthMm >= from[highest]) return fromAxialLengthMm + (to[highest] - from[highest]);
  for (let i = 0; i < AXIAL_LENGTH_CENTILES.length - 1; i++) {
    const lowC = AXIAL_LENGTH_CENTILES[i]!;
    const highC = AXIAL_LENGTH_CENTILES[i + 1]!;
    if (fromAxialLengthMm > from[highC]) continue;
    const fraction = (fromAxialLengthMm - from[lowC]) / (from[highC] - from[lowC]);
    return to[lowC] * (1 - fraction) + to[highC] * fraction;
  }
  return null; // unreachable: the value is below the highest line here
}

/** The label for an excess over the expected growth (mm/year). */
export function progressionLabelForExcess(excessMmPerYear: number): ProgressionLabel {
  if (!Number.isFinite(excessMmPerYear)) throw new RangeError(`Excess must be a finite number: ${excessMmPerYear}`);
  if (excessMmPerYear >= PROGRESSION_EXCESS_THRESHOLDS.fast) return 'fast';
  if (excessMmPerYear >= PROGRESSION_EXCESS_THRESHOLDS.moderate) return 'moderate';
  if (excessMmPerYear >= PROGRESSION_EXCESS_THRESHOLDS.slow) return 'slow';
  return 'stable';
}

/**
 * Grades the axial elongation of one eye between two exams against the growth expected for the child's age
 * and sex. Null when the exams are less than MIN_PROGRESSION_INTERVAL_DAYS apart (or out of order), or when
 * either exam falls outside the reference's 4–18 years. 'fast' is "progressing fast for age".
 */
export function gradeAxialProgression(ref: AxialLengthReference, input: AxialProgressionInput): AxialProgressionGrade | null {
  const { sex, birthDate, from, to } = input;
  const days = toDayNumber(to.examDate) - toDayNumber(from.examDate);
  if (days < MIN_PROGRESSION_INTERVAL_DAYS) return null;
  if (!(Number.isFinite(to.axialLengthMm) && to.axialLengthMm > 0))
    throw new RangeError(`Axial length must be a positive number of mm: ${to.axialLengthMm}`);
  if (toDayNumber(from.examDate) < toDayNumber(birthDate)) return null;
  const expected = expectedAxialLength(
    ref,
    sex,
    calendarAgeYears(birthDate, from.examDate),
    from.axialLengthMm,
    calendarAgeYears(birthDate, to.examDate),
  );
  if (expected === null) return null;
  const years = days / DAYS_PER_YEAR;
  const mmPerYear = (to.axialLengthMm - from.axialLengthMm) / years;
  const expectedMmPerYear = (expected - from.axialLengthMm) / years;
  const excessMmPerYear = mmPerYear - expectedMmPerYear;
  return { label: progressionLabelForExcess(excessMmPerYear), mmPerYear, expectedMmPerYear, excessMmPerYear };
}
