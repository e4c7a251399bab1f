/**
 * A projection of axial length to 18 years as a band along the child's centile (issue 17, part 5), never a single
 * line: the future is uncertain and a line would read as a promise.
 *
 * The centre follows the child's own He 2023 centile line from the latest measurement (expectedAxialLength: the
 * same fraction of the gap between the two published lines around it, the population's growth at that centile).
 * The band's edges scale that line's growth by how fast this eye has been growing against it: the latest rate's
 * 95% band (treatment-effect.ts fitAxialRate over the exams of the last two years) divided by the expected rate over
 * the same exams gives a low and a high ratio; the edges grow ratio × the centile line's growth each year. So:
 *  - an eye on its centile (ratios around 1) gets a band around its line, as wide as its rate is uncertain;
 *  - an eye growing faster than its centile keeps doing so in proportion while the population's growth slows
 *    with age (myopic growth slows with age too: Sci Rep 2025 figures in progression-for-age.ts);
 *  - the band always holds the centile line itself (low ratio ≤ 1 ≤ high ratio): "staying on one's centile" is
 *    never excluded.
 * With no rate (fewer than two exams 3 months apart in the last two years) the ratios are 0.5 and 1.5, a stated
 * product choice that says "we cannot tell yet" rather than drawing a line.
 *
 * The 26 mm line: an axial length of 26 mm and more is the usual threshold of high axial myopia and its risk of
 * myopic maculopathy (Tideman JWL et al. JAMA Ophthalmol 2016;134:1355–1363: risk of visual impairment rises
 * steeply beyond 26 mm). The projection says at what age each edge crosses it.
 */
import { DAYS_PER_YEAR, toDayNumber, type IsoDate } from '../dates.ts';
import { calendarAgeYears, expectedAxialLength } from './progression-for-age.ts';
import { AXIAL_LENGTH_REFERENCE_MAX_AGE_YEARS, type AxialLengthReference, type EyeSex } from './reference.ts';
import { fitAxialRate } from './treatment-effect.ts';

export const HIGH_MYOPIA_AXIAL_LENGTH_MM = 26;
/** The exams the rate is taken over: the last two years (the current period, not the whole history). */
export const PROJECTION_RATE_WINDOW_DAYS = 730;
/** Ratios of the band without a measured rate (module comment). */
export const PROJECTION_DEFAULT_RATIOS = { low: 0.5, high: 1.5 } as const;

export interface ProjectionPoint {
  readonly ageYears: number;
  readonly centreMm: number;
  readonly lowMm: number;
  readonly highMm: number;
}

export interface AxialProjection {
  readonly fromAgeYears: number;
  readonly fromMm: number;
  /** Growth ratios against the centile line the band's edges use. */
  readonly lowRatio: number;
  readonly highRatio: number;
  /** True when the ratios come from a measured rate, false for the default band. */
  readonly measuredRate: boolean;
  readonly points: readonly ProjectionPoint[];
  /** Age (years) at which each edge and the centre reach 26 mm, null when they do not by 18. */
  readonly crosses26: { readonly low: number | null; readonly centre: number | null; readonly high: number | null };
}

export interface ProjectionInput {
  readonly sex: EyeSex;
  readonly birthDate: IsoDate;
  /** This eye's measured exams, any order. */
  readonly exams: readonly { readonly examDate: IsoDate; readonly axialLengthMm: number }[];
}

function crossing(points: readonly ProjectionPoint[], pick: (p: ProjectionPoint) => number): number | null {
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    if (pick(p) >= HIGH_MYOPIA_AXIAL_LENGTH_MM) {
      const prev = points[i - 1];
      if (!prev) return p.ageYears;
      const t = (HIGH_MYOPIA_AXIAL_LENGTH_MM - pick(prev)) / (pick(p) - pick(prev));
      return prev.ageYears + t * (p.ageYears - prev.ageYears);
    }
  }
  return null;
}

/** The band from the latest exam to 18 years, at the latest age and every whole year after; null outside 4–18 years. */
export function projectAxialLength(ref: AxialLengthReference, input: ProjectionInput): AxialProjection | null {
  const exams = [...input.exams].sort((a, b) => toDayNumber(a.examDate) - toDayNumber(b.examDate));
  const latest = exams[exams.length - 1];
  if (!latest || toDayNumber(exams[0]!.examDate) < toDayNumber(input.birthDate)) return null;
  const fromAge = calendarAgeYears(input.birthDate, latest.examDate);
  if (expectedAxialLength(ref, input.sex, fromAge, latest.axialLengthMm, fromAge) === null) return null;

  const lastDay = toDayNumber(latest.examDate);
  const recent = exams.filter((e) => lastDay - toDayNumber(e.examDate) <= PROJECTION_RATE_WINDOW_DAYS);
  const fit = fitAxialRate(recent.map((e) => ({ day: toDayNumber(e.examDate), mm: e.axialLengthMm })));
  let ratios: { low: number; high: number } = PROJECTION_DEFAULT_RATIOS;
  let measuredRate = false;
  if (fit) {
    const first = recent[0]!;
    const years = (lastDay - toDayNumber(first.examDate)) / DAYS_PER_YEAR;
    const end = expectedAxialLength(ref, input.sex, calendarAgeYears(input.birthDate, first.examDate), fit.startMm, fromAge);
    const expected = end === null ? null : (end - fit.startMm) / years;
    if (expected !== null && expected > 0) {
      ratios = {
        low: Math.min(1, Math.max(0, (fit.ratePerYear - fit.halfWidth) / expected)),
        high: Math.max(1, (fit.ratePerYear + fit.halfWidth) / expected),
      };
      measuredRate = true;
    }
  }

  const ages = [fromAge];
  for (let age = Math.floor(fromAge) + 1; age <= AXIAL_LENGTH_REFERENCE_MAX_AGE_YEARS; age++) ages.push(age);
  if (ages[ages.length - 1] !== AXIAL_LENGTH_REFERENCE_MAX_AGE_YEARS && fromAge < AXIAL_LENGTH_REFERENCE_MAX_AGE_YEARS)
    ages.push(AXIAL_LENGTH_REFERENCE_MAX_AGE_YEARS);
  const points = ages.map((age): ProjectionPoint => {
    const centre = expectedAxialLength(ref, input.sex, fromAge, latest.axialLengthMm, age)!;
    const growth = centre - latest.axialLengthMm;
    return {
      ageYears: age,
      centreMm: centre,
      lowMm: latest.axialLengthMm + ratios.low * growth,
      highMm: latest.axialLengthMm + ratios.high * growth,
    };
  });
  return {
    fromAgeYears: fromAge,
    fromMm: latest.axialLengthMm,
    lowRatio: ratios.low,
    highRatio: ratios.high,
    measuredRate,
    points,
    crosses26: {
      low: crossing(points, (p) => p.lowMm),
      centre: crossing(points, (p) => p.centreMm),
      high: crossing(points, (p) => p.highMm),
    },
  };
}
