/**
 * Treatment episodes of myopia control and the axial-length growth rate in each, with its uncertainty
 * (issue 17, part 4).
 *
 * Episodes. The exams' treatment field says what the child was on at each exam. An episode is a run of consecutive
 * exams with the same treatment; it starts at its first exam (the baseline: a treatment is recorded from the visit
 * that starts it) and ends at the first exam of the next treatment (the eye as the treatment left it), else at its
 * own last exam. So the exam where a treatment changes closes one episode and opens the next.
 *
 * Rate. The least-squares line through the episode's axial lengths against time (years); its slope is the rate.
 *
 * Confidence band (95%). Two sources of scatter, and the band uses the larger:
 *  - the biometer's repeatability: one measurement has SD σ = BIOMETER_REPEATABILITY_SD_MM, so the slope has
 *    SE = σ / √Sxx, where Sxx = Σ(t − t̄)² grows with the number of exams and their spread in time; the band is
 *    ±1.96·SE (σ is taken as known);
 *  - with three exams or more, the scatter of the exams about the line (residual SD s, n − 2 degrees of freedom),
 *    which also holds any real unevenness of growth: ±t(0.975, n − 2)·s / √Sxx.
 * Two exams 3 months apart give ±1.96·0.02·√2 / 0.25 = ±0.22 mm/year; four exams over a year ±0.05.
 *
 * Expected rate. The rise per year of the child's own He 2023 centile line (progression-for-age.ts
 * expectedAxialLength) from the fitted length at the episode's start over the same ages: same-age, same-sex eyes
 * at the child's centile.
 *
 * Verdict (only for a myopia-control treatment). Compared with the episode before it when that one has a rate
 * (the difference of the rates, its band ±1.96·√(SE₁² + SE₂²)), else with the expected rate:
 *  - 'slowing': the whole band lies below the comparison (before rate or expected rate);
 *  - 'tooWide': it does not, and the band's half-width exceeds TOO_WIDE_HALF_WIDTH: it cannot tell a working
 *    treatment from one that is not;
 *  - 'notSlowing': the whole band lies above the comparison, or the band is narrow enough and holds it: the rate is
 *    measured well enough and is not below the comparison.
 */
import { DAYS_PER_YEAR, toDayNumber, type IsoDate } from '../dates.ts';
import type { EyeTreatment } from './exam.ts';
import { calendarAgeYears, expectedAxialLength } from './progression-for-age.ts';
import { MIN_PROGRESSION_INTERVAL_DAYS } from './progression.ts';
import type { AxialLengthReference, EyeSex } from './reference.ts';

/**
 * SD of one axial-length measurement (mm). Kimura S, Hasebe S, Ohtsuki H. Axial length measurement using partial
 * coherence interferometry in myopic children: repeatability of the measurement and comparison with refractive
 * components. Jpn J Ophthalmol 2007;51:105–110 (IOLMaster, 95 myopic children aged 7–13): repeatability ±0.05 mm,
 * the 95% limits of the difference of two measurements = 1.96·√2·σ, so σ = 0.05 / 2.77 = 0.018 mm; rounded up to
 * 0.02 mm. The swept-source IOLMaster 700 repeats at least as well in children (Mattern AI et al., Klin Monbl
 * Augenheilkd 2023;240:1306–1313), so 0.02 mm is on the safe side for it.
 */
export const BIOMETER_REPEATABILITY_SD_MM = 0.02;

/**
 * A band wider than ±0.11 mm/year cannot tell myopia control that works from none: in Chamberlain P et al.,
 * Ophthalmic Physiol Opt 2021;41:523–531 (progression-for-age.ts), treated and untreated myopic eyes grew 0.02 and
 * 0.13 mm/year more than emmetropes, a difference of 0.11 mm/year.
 */
export const TOO_WIDE_HALF_WIDTH = 0.11;

/** Treatments that are not myopia control: their episodes get a rate and a band but no verdict. */
const NOT_MYOPIA_CONTROL: readonly EyeTreatment[] = ['none', 'single_vision'];

const Z_975 = 1.959964;
/** Student t, 0.975 quantile, for 1…30 degrees of freedom; beyond 30 the normal's 1.96 (within 2%). */
const T_975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086,
  2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

export function tQuantile975(degreesOfFreedom: number): number {
  if (!(degreesOfFreedom >= 1)) throw new RangeError(`Degrees of freedom must be at least 1: ${degreesOfFreedom}`);
  return T_975[Math.floor(degreesOfFreedom) - 1] ?? Z_975;
}

export interface TreatmentExam {
  readonly examDate: IsoDate;
  readonly treatment: EyeTreatment;
  /** This eye's axial length, mm; null when not measured (the exam still marks the treatment). */
  readonly axialLengthMm: number | null;
}

export interface RateFit {
  /** mm/year */
  readonly ratePerYear: number;
  /** Half-width of the 95% band, mm/year. */
  readonly halfWidth: number;
  /** Fitted axial length at the first point, mm. */
  readonly startMm: number;
}

/** Least-squares rate and its 95% band (module comment); null with fewer than two points or under 91 days. */
export function fitAxialRate(points: readonly { day: number; mm: number }[], sigmaMm = BIOMETER_REPEATABILITY_SD_MM): RateFit | null {
  if (points.length < 2) return null;
  const first = points[0]!.day;
  const last = points[points.length - 1]!.day;
  if (last - first < MIN_PROGRESSION_INTERVAL_DAYS) return null;
  const ts = points.map((p) => (p.day - first) / DAYS_PER_YEAR);
  const n = points.length;
  const tMean = ts.reduce((a, b) => a + b, 0) / n;
  const yMean = points.reduce((a, p) => a + p.mm, 0) / n;
  const sxx = ts.reduce((a, t) => a + (t - tMean) ** 2, 0);
  const sxy = ts.reduce((a, t, i) => a + (t - tMean) * (points[i]!.mm - yMean), 0);
  const slope = sxy / sxx;
  const intercept = yMean - slope * tMean;
  let halfWidth = (Z_975 * sigmaMm) / Math.sqrt(sxx);
  if (n >= 3) {
    const ssr = ts.reduce((a, t, i) => a + (points[i]!.mm - (intercept + slope * t)) ** 2, 0);
    const residualSd = Math.sqrt(ssr / (n - 2));
    halfWidth = Math.max(halfWidth, (tQuantile975(n - 2) * residualSd) / Math.sqrt(sxx));
  }
  return { ratePerYear: slope, halfWidth, startMm: intercept };
}

export type TreatmentVerdict = 'slowing' | 'notSlowing' | 'tooWide';

export interface TreatmentEpisode {
  readonly treatment: EyeTreatment;
  readonly from: IsoDate;
  readonly to: IsoDate;
  /** Exams of the episode with this eye measured. */
  readonly examCount: number;
  readonly ratePerYear: number | null;
  readonly ciLow: number | null;
  readonly ciHigh: number | null;
  /** Growth per year of same-age, same-sex eyes at the child's centile (He 2023); null outside 4–18 years. */
  readonly expectedRatePerYear: number | null;
  /** Null for an episode without a rate, or without myopia control. */
  readonly verdict: TreatmentVerdict | null;
  /** What the verdict compared with. */
  readonly comparedWith: 'before' | 'expected' | null;
}

interface EpisodeSpan {
  treatment: EyeTreatment;
  exams: TreatmentExam[];
}

/** Runs of one treatment; each run also holds the first exam of the next one (module comment). */
export function treatmentSpans(exams: readonly TreatmentExam[]): EpisodeSpan[] {
  // Each exam's day worked out once, not at every comparison of the sort (a long history: 5,000 exams).
  const sorted = exams.map((exam) => ({ exam, day: toDayNumber(exam.examDate) })).sort((a, b) => a.day - b.day);
  const spans: EpisodeSpan[] = [];
  for (const { exam } of sorted) {
    const current = spans[spans.length - 1];
    if (current && current.treatment === exam.treatment) current.exams.push(exam);
    else {
      if (current) current.exams.push(exam);
      spans.push({ treatment: exam.treatment, exams: [exam] });
    }
  }
  return spans;
}

function verdictOf(fit: RateFit, before: RateFit | null, expected: number | null): Pick<TreatmentEpisode, 'verdict' | 'comparedWith'> {
  // How much slower than the comparison the eye grows, and the half-width of that difference's band.
  let slower: number;
  let half: number;
  let comparedWith: 'before' | 'expected';
  if (before) {
    [slower, half, comparedWith] = [before.ratePerYear - fit.ratePerYear, Math.sqrt(fit.halfWidth ** 2 + before.halfWidth ** 2), 'before'];
  } else if (expected !== null) {
    [slower, half, comparedWith] = [expected - fit.ratePerYear, fit.halfWidth, 'expected'];
  } else return { verdict: null, comparedWith: null };
  if (slower - half > 0) return { verdict: 'slowing', comparedWith };
  if (slower + half < 0) return { verdict: 'notSlowing', comparedWith }; // clearly faster, however wide the band
  return { verdict: half > TOO_WIDE_HALF_WIDTH ? 'tooWide' : 'notSlowing', comparedWith };
}

export interface TreatmentEffectInput {
  readonly sex: EyeSex;
  readonly birthDate: IsoDate;
  readonly exams: readonly TreatmentExam[];
}

const r3 = (value: number) => Math.round(value * 1000) / 1000;

/** Every episode of one eye, oldest first, with its rate, band, expected rate and verdict. */
export function treatmentEpisodes(ref: AxialLengthReference, input: TreatmentEffectInput): TreatmentEpisode[] {
  const spans = treatmentSpans(input.exams);
  const fits: Array<RateFit | null> = [];
  return spans.map((span, i) => {
    const measured = span.exams.flatMap((e) =>
      e.axialLengthMm === null ? [] : [{ day: toDayNumber(e.examDate), mm: e.axialLengthMm, date: e.examDate }],
    );
    const fit = fitAxialRate(measured);
    fits.push(fit);
    const from = span.exams[0]!.examDate;
    const to = span.exams[span.exams.length - 1]!.examDate;
    let expected: number | null = null;
    if (fit && measured.length >= 2 && toDayNumber(measured[0]!.date) >= toDayNumber(input.birthDate)) {
      const first = measured[0]!;
      const last = measured[measured.length - 1]!;
      const years = (last.day - first.day) / DAYS_PER_YEAR;
      const end = expectedAxialLength(
        ref,
        input.sex,
        calendarAgeYears(input.birthDate, first.date),
        fit.startMm,
        calendarAgeYears(input.birthDate, last.date),
      );
      expected = end === null ? null : (end - fit.startMm) / years;
    }
    const controlled = !NOT_MYOPIA_CONTROL.includes(span.treatment);
    const before = i > 0 ? (fits[i - 1] ?? null) : null;
    const judged = fit && controlled ? verdictOf(fit, before, expected) : { verdict: null, comparedWith: null };
    return {
      treatment: span.treatment,
      from,
      to,
      examCount: measured.length,
      ratePerYear: fit ? r3(fit.ratePerYear) : null,
      ciLow: fit ? r3(fit.ratePerYear - fit.halfWidth) : null,
      ciHigh: fit ? r3(fit.ratePerYear + fit.halfWidth) : null,
      expectedRatePerYear: expected === null ? null : r3(expected),
      ...judged,
    };
  });
}
