import { describe, expect, it } from 'vitest';
import { addDays, toDayNumber } from '../dates.ts';
import { eyeTestReference } from '../test-support/eye-reference.ts';
import { expectedAxialLength, calendarAgeYears } from './progression-for-age.ts';
import {
  BIOMETER_REPEATABILITY_SD_MM,
  fitAxialRate,
  tQuantile975,
  TOO_WIDE_HALF_WIDTH,
  treatmentEpisodes,
  treatmentSpans,
  type TreatmentExam,
} from './treatment-effect.ts';

const ref = eyeTestReference();
const START = '2024-01-01';
const day = (d: number) => toDayNumber(START) + d;
const Z = 1.959964;

describe('the 0.975 quantile of Student’s t', () => {
  it('is the table’s at 1 and 30 degrees of freedom and the normal’s after', () => {
    expect(tQuantile975(1)).toBe(12.706);
    expect(tQuantile975(30)).toBe(2.042);
    expect(tQuantile975(31)).toBeCloseTo(1.96, 3);
    expect(() => tQuantile975(0)).toThrow(RangeError);
  });
});

describe('the rate of one episode and its band', () => {
  it('needs two exams at least 91 days apart: none at 90', () => {
    expect(
      fitAxialRate([
        { day: day(0), mm: 24 },
        { day: day(90), mm: 24.1 },
      ]),
    ).toBeNull();
    expect(
      fitAxialRate([
        { day: day(0), mm: 24 },
        { day: day(91), mm: 24.1 },
      ]),
    ).not.toBeNull();
    expect(fitAxialRate([{ day: day(0), mm: 24 }])).toBeNull();
  });

  it('gives two exams the band of the biometer’s repeatability: ±1.96·σ·√2 / years', () => {
    const fit = fitAxialRate([
      { day: day(0), mm: 24 },
      { day: day(365.25), mm: 24.3 },
    ])!;
    expect(fit.ratePerYear).toBeCloseTo(0.3, 10);
    expect(fit.halfWidth).toBeCloseTo((Z * BIOMETER_REPEATABILITY_SD_MM * Math.SQRT2) / 1, 6);
  });

  it('narrows with more exams and longer spacing', () => {
    const two = fitAxialRate([
      { day: day(0), mm: 24 },
      { day: day(182), mm: 24.15 },
    ])!;
    const five = fitAxialRate([0, 91, 182, 274, 365].map((d) => ({ day: day(d), mm: 24 + (0.3 * d) / 365.25 })))!;
    expect(five.halfWidth).toBeLessThan(two.halfWidth / 2);
    // Exams on a straight line: the band is the biometer's, ±1.96·σ/√Sxx.
    const ts = [0, 91, 182, 274, 365].map((d) => d / 365.25);
    const mean = ts.reduce((a, b) => a + b) / 5;
    const sxx = ts.reduce((a, t) => a + (t - mean) ** 2, 0);
    expect(five.halfWidth).toBeCloseTo((Z * 0.02) / Math.sqrt(sxx), 6);
  });

  it('uses the scatter about the line when it is larger than the biometer’s, with Student’s t', () => {
    const points = [
      { day: day(0), mm: 24 },
      { day: day(120), mm: 24.25 },
      { day: day(240), mm: 24.1 },
      { day: day(365), mm: 24.35 },
    ];
    const fit = fitAxialRate(points)!;
    const ts = points.map((p) => (p.day - day(0)) / 365.25);
    const mean = ts.reduce((a, b) => a + b) / 4;
    const sxx = ts.reduce((a, t) => a + (t - mean) ** 2, 0);
    const ssr = points.reduce((a, p, i) => a + (p.mm - (fit.startMm + fit.ratePerYear * ts[i]!)) ** 2, 0);
    expect(fit.halfWidth).toBeCloseTo((4.303 * Math.sqrt(ssr / 2)) / Math.sqrt(sxx), 10);
    expect(fit.halfWidth).toBeGreaterThan((Z * 0.02) / Math.sqrt(sxx));
  });
});

const exam = (d: number, treatment: TreatmentExam['treatment'], mm: number | null): TreatmentExam => ({
  examDate: addDays(START, d),
  treatment,
  axialLengthMm: mm,
});

describe('episodes from the exams’ treatment field', () => {
  it('ends each episode at the first exam of the next treatment, which starts the next one', () => {
    const spans = treatmentSpans([
      exam(365, 'orthokeratology', 24.4),
      exam(0, 'none', 24),
      exam(180, 'none', 24.2),
      exam(545, 'orthokeratology', 24.45),
    ]);
    expect(spans.map((s) => [s.treatment, s.exams.map((e) => e.examDate)])).toEqual([
      ['none', [addDays(START, 0), addDays(START, 180), addDays(START, 365)]],
      ['orthokeratology', [addDays(START, 365), addDays(START, 545)]],
    ]);
  });
});

describe('whether a treatment is slowing growth', () => {
  const child = { sex: 'female' as const, birthDate: '2015-06-01' };
  const quarterly = (from: number, count: number, treatment: TreatmentExam['treatment'], startMm: number, rate: number) =>
    Array.from({ length: count }, (_, i) => exam(from + i * 91, treatment, startMm + (rate * i * 91) / 365.25));

  it('says slowing when the treated rate’s band is wholly below the rate before it', () => {
    // Four exams on single-vision glasses, then orthokeratology from the fifth (day 364), which closes the first episode.
    const before = quarterly(0, 4, 'single_vision', 24, 0.4);
    const during = quarterly(364, 6, 'orthokeratology', 24 + (0.4 * 364) / 365.25, 0.1);
    const [untreated, treated] = treatmentEpisodes(ref, { ...child, exams: [...before, ...during] });
    expect(untreated).toMatchObject({ treatment: 'single_vision', verdict: null, examCount: 5 });
    expect(untreated!.ratePerYear).toBeCloseTo(0.4, 2);
    expect(treated).toMatchObject({
      treatment: 'orthokeratology',
      verdict: 'slowing',
      comparedWith: 'before',
      from: addDays(START, 364),
      to: addDays(START, 364 + 5 * 91),
    });
    expect(treated!.ratePerYear).toBeCloseTo(0.1, 2);
    expect(treated!.ciLow!).toBeLessThan(0.1);
    expect(treated!.ciHigh!).toBeGreaterThan(0.1);
  });

  it('says not slowing when the treated rate is measured well and is no lower', () => {
    const before = quarterly(0, 4, 'none', 24, 0.3);
    const during = quarterly(364, 6, 'low_dose_atropine', 24 + (0.3 * 364) / 365.25, 0.3);
    expect(treatmentEpisodes(ref, { ...child, exams: [...before, ...during] })[1]).toMatchObject({
      verdict: 'notSlowing',
      comparedWith: 'before',
    });
  });

  it('says too wide to tell with two exams three months apart', () => {
    const exams = [exam(0, 'none', 24), exam(182, 'none', 24.15), exam(273, 'red_light', 24.22), exam(364, 'red_light', 24.28)];
    const [, treated] = treatmentEpisodes(ref, { ...child, exams });
    expect(treated!.ciHigh! - treated!.ratePerYear!).toBeGreaterThan(TOO_WIDE_HALF_WIDTH);
    expect(treated).toMatchObject({ verdict: 'tooWide', comparedWith: 'before' });
  });

  it('compares with the expected rate for the child’s centile when nothing was measured before', () => {
    const during = quarterly(0, 6, 'defocus_spectacles', 24, 0.02);
    const [only] = treatmentEpisodes(ref, { ...child, exams: during });
    expect(only!.comparedWith).toBe('expected');
    const age0 = calendarAgeYears(child.birthDate, START);
    const age1 = calendarAgeYears(child.birthDate, addDays(START, 455));
    const fittedStart = 24; // the exams lie on the line
    const expected = (expectedAxialLength(ref, 'female', age0, fittedStart, age1)! - fittedStart) / (455 / 365.25);
    expect(only!.expectedRatePerYear).toBeCloseTo(expected, 3);
    expect(only!.verdict).toBe(only!.ciHigh! < expected ? 'slowing' : 'notSlowing');
  });

  it('gives an episode without a rate no band and no verdict', () => {
    const [one] = treatmentEpisodes(ref, { ...child, exams: [exam(0, 'orthokeratology', 24), exam(60, 'orthokeratology', 24.02)] });
    expect(one).toMatchObject({ ratePerYear: null, ciLow: null, ciHigh: null, verdict: null, examCount: 2 });
  });

  it('skips exams where this eye was not measured, but keeps their treatment', () => {
    const exams = [exam(0, 'none', 24), exam(100, 'none', null), exam(200, 'none', 24.15)];
    expect(treatmentEpisodes(ref, { ...child, exams })[0]).toMatchObject({ examCount: 2, to: addDays(START, 200) });
  });
});
