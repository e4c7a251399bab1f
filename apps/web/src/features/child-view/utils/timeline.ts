/**
 * One child view (issue 17, part 6): height velocity and axial-length growth rate on one age axis, so a growth
 * spurt that drives eye growth shows as two rises at the same age.
 *
 * Both rates are drawn at the end of the interval they were measured over (the later measurement), the way the
 * growth and eye screens report them:
 *  - height velocity, cm/year, from @sprout/clinical heightVelocity: each height against the nearest earlier one
 *    at least 91 days before it (shorter intervals magnify measurement error; Tanner JM, Whitehouse RH,
 *    Arch Dis Child 1976;51:170–179 used yearly intervals);
 *  - axial-length growth, mm/year per eye, as the eye records answer it (the nearest earlier exam at least 91 days
 *    before, @sprout/clinical axialGrowthPerYear).
 * Ages are chronological, in years of 365.25 days from the birth date.
 */
import { DAYS_PER_YEAR, heightVelocity, toDayNumber } from '@sprout/clinical';

export interface RatePoint {
  readonly ageYears: number;
  readonly date: string;
  readonly value: number;
}

export interface ChildTimeline {
  readonly height: readonly RatePoint[];
  readonly right: readonly RatePoint[];
  readonly left: readonly RatePoint[];
  /** The age span both panels share, whole years around every point; null when there is nothing to draw. */
  readonly span: { readonly from: number; readonly to: number } | null;
}

export function ageYearsAt(birthDate: string, date: string): number {
  return (toDayNumber(date) - toDayNumber(birthDate)) / DAYS_PER_YEAR;
}

interface HeightInput {
  readonly recordDate: string;
  readonly value: number;
}
interface EyeInput {
  readonly examDate: string;
  readonly right: { readonly growthPerYear: number | null };
  readonly left: { readonly growthPerYear: number | null };
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export function childTimeline(birthDate: string, heights: readonly HeightInput[], exams: readonly EyeInput[]): ChildTimeline {
  const height = heightVelocity(heights.filter((h) => h.value > 0).map((h) => ({ date: h.recordDate, heightCm: h.value }))).map((v) => ({
    ageYears: ageYearsAt(birthDate, v.toDate),
    date: v.toDate,
    value: round(v.cmPerYear, 1),
  }));
  const side = (pick: (exam: EyeInput) => number | null) =>
    exams.flatMap((exam) => {
      const value = pick(exam);
      return value === null ? [] : [{ ageYears: ageYearsAt(birthDate, exam.examDate), date: exam.examDate, value: round(value, 2) }];
    });
  const right = side((e) => e.right.growthPerYear);
  const left = side((e) => e.left.growthPerYear);
  const ages = [...height, ...right, ...left].map((p) => p.ageYears);
  const span =
    ages.length > 0
      ? { from: Math.floor(Math.min(...ages)), to: Math.max(Math.floor(Math.min(...ages)) + 1, Math.ceil(Math.max(...ages))) }
      : null;
  return { height, right, left, span };
}
