/**
 * Corrected age. The RCPCH rows of test-vectors.csv check the correction arithmetic; their UK-WHO
 * z-scores are not asserted because UK-WHO uses UK90 tables that are not in the reference data.
 */
import { describe, expect, it } from 'vitest';
import { addDays, ageInDays, DAYS_PER_YEAR } from '../dates.ts';
import { growthTestVectors } from '../test-support/growth-test-vectors.ts';
import {
  ageCorrectedForGestationDays,
  CORRECTION_END_DAYS,
  correctionEndDays,
  correctedAgeDays,
  isAgeCorrectionApplied,
  postmenstrualAgeDays,
  PRETERM_BELOW_DAYS,
  who2006DayFromMonths,
} from './age.ts';

const BIRTH = '2024-01-10';

describe('corrected age', () => {
  it('takes 280 − GA days off a 32+3 week baby: corrected day 47 at chronological day 100', () => {
    expect(correctedAgeDays(BIRTH, addDays(BIRTH, 100), 32 * 7 + 3)).toBe(47);
  });

  it('is negative before term-equivalent age and zero on it', () => {
    expect(correctedAgeDays(BIRTH, addDays(BIRTH, 52), 227)).toBe(-1);
    expect(correctedAgeDays(BIRTH, addDays(BIRTH, 53), 227)).toBe(0);
  });

  it('corrects a baby born at 36+6 weeks but not one born at 37+0', () => {
    expect(correctedAgeDays(BIRTH, addDays(BIRTH, 100), 258)).toBe(78);
    expect(correctedAgeDays(BIRTH, addDays(BIRTH, 100), 259)).toBe(100);
  });

  it('stops correcting at chronological day 731 (24 months)', () => {
    expect(correctedAgeDays(BIRTH, addDays(BIRTH, 730), 227)).toBe(677);
    expect(correctedAgeDays(BIRTH, addDays(BIRTH, 731), 227)).toBe(731);
  });

  it('equals chronological age when gestation is unknown or post-term', () => {
    expect(correctedAgeDays(BIRTH, addDays(BIRTH, 100), null)).toBe(100);
    expect(correctedAgeDays(BIRTH, addDays(BIRTH, 100), 294)).toBe(100);
  });

  it('rejects a gestation that is not a positive whole number of days', () => {
    expect(() => correctedAgeDays(BIRTH, addDays(BIRTH, 10), 32.5)).toThrow(RangeError);
    expect(() => correctedAgeDays(BIRTH, addDays(BIRTH, 10), 0)).toThrow(RangeError);
  });

  it('gives postmenstrual age as gestation plus chronological days', () => {
    expect(postmenstrualAgeDays(227, 40)).toBe(267);
  });

  it('converts months to WHO days by × 30.4375 rounded half up', () => {
    expect(who2006DayFromMonths(8)).toBe(244); // 243.5 → 244
    expect(who2006DayFromMonths(60)).toBe(1826); // 1826.25
  });
});

const rcpch = growthTestVectors().filter((r) => r.source === 'RCPCH_UKWHO_TC');

describe('RCPCH UK-WHO corrected-age arithmetic', () => {
  it('has the RCPCH rows to check', () => expect(rcpch.length).toBeGreaterThan(1000));

  it.each(rcpch)('$id: chronological and corrected ages in years match the RCPCH test data', (row) => {
    const birth = row.birthDate as string;
    const observed = row.observationDate as string;
    const ga = row.gestationalAgeDays as number;
    const days = ageInDays(birth, observed);
    expect(days).toBe(row.ageDays);
    expect(days / DAYS_PER_YEAR).toBeCloseTo(row.expectedChronologicalAgeYears as number, 8);
    // RCPCH corrects every gestation, term and post-term too (README §6).
    expect(ageCorrectedForGestationDays(days, ga) / DAYS_PER_YEAR).toBeCloseTo(row.expectedCorrectedAgeYears as number, 8);
    // Our clinical policy corrects only preterm babies under 731 days; there it agrees with RCPCH.
    const policy = correctedAgeDays(birth, observed, ga);
    expect(policy).toBe(ga < 259 && days < 731 ? ageCorrectedForGestationDays(days, ga) : days);
  });
});

describe('the end of correction per reference set (issue 17, part 2)', () => {
  const START = '2024-01-01';
  const GA = 224; // 32+0 weeks: 56 days before term

  it('is 24 months (731 days) for WHO and for China, as RCPCH', () => {
    expect(CORRECTION_END_DAYS).toEqual({ who: 731, china: 731 });
  });

  it.each(['who', 'china'] as const)('corrects on day 730 and not on day 731 on the %s set', (set) => {
    expect(correctedAgeDays(START, addDays(START, 730), GA, CORRECTION_END_DAYS[set])).toBe(730 - 56);
    expect(correctedAgeDays(START, addDays(START, 731), GA, CORRECTION_END_DAYS[set])).toBe(731);
  });

  it('follows a different end when a set is given one: on each side of 365 days', () => {
    expect(isAgeCorrectionApplied(364, GA, 365)).toBe(true);
    expect(isAgeCorrectionApplied(365, GA, 365)).toBe(false);
    expect(correctedAgeDays(START, addDays(START, 364), GA, 365)).toBe(364 - 56);
    expect(correctedAgeDays(START, addDays(START, 365), GA, 365)).toBe(365);
  });
});

describe('the RCPCH duration of correction (issue 33): 1 year for 32+0–36+6, 2 years below 32+0', () => {
  const START = '2024-01-01';

  it('ends on day 366 from 32+0 to 36+6 weeks and on day 731 below 32+0, on the WHO set', () => {
    expect(correctionEndDays(223)).toBe(731); // 31+6
    expect(correctionEndDays(224)).toBe(366); // 32+0
    expect(correctionEndDays(258)).toBe(366); // 36+6
    expect(correctionEndDays(168)).toBe(731); // 24+0
  });

  it('keeps China at 24 months for every preterm baby (WS/T 423—2022 sets no end)', () => {
    expect(correctionEndDays(224, 'china')).toBe(731);
    expect(correctionEndDays(200, 'china')).toBe(731);
  });

  it('corrects a 34+0 baby on day 365 and not on day 366; a 30+0 baby on day 730 and not on 731', () => {
    expect(correctedAgeDays(START, addDays(START, 365), 238, correctionEndDays(238))).toBe(365 - 42);
    expect(correctedAgeDays(START, addDays(START, 366), 238, correctionEndDays(238))).toBe(366);
    expect(correctedAgeDays(START, addDays(START, 730), 210, correctionEndDays(210))).toBe(730 - 70);
    expect(correctedAgeDays(START, addDays(START, 731), 210, correctionEndDays(210))).toBe(731);
  });

  // RCPCH's software (rcpchgrowth) states the ages as decimal years = days / 365.25 and corrects while the
  // chronological decimal age is at most 1 (32–36 weeks) or 2 (below 32): its corrected ages, T.J. Cole's test rows.
  const preterm = growthTestVectors().filter(
    (r) => r.source === 'RCPCH_UKWHO_TC' && r.indicator === 'weight' && r.gestationalAgeDays! < PRETERM_BELOW_DAYS,
  );
  it.each(preterm.map((r) => [r.id, r] as const))('%s: corrected while the RCPCH rule says so, chronological after', (_id, r) => {
    const limitYears = r.gestationalAgeDays! < 224 ? 2 : 1;
    const corrects = r.expectedChronologicalAgeYears! <= limitYears;
    const days = correctedAgeDays(r.birthDate!, r.observationDate!, r.gestationalAgeDays!, correctionEndDays(r.gestationalAgeDays!));
    const expected = corrects ? r.expectedCorrectedAgeYears! : r.expectedChronologicalAgeYears!;
    expect(days / 365.25).toBeCloseTo(expected, 6);
  });
});
