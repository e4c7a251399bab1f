import { describe, expect, it } from 'vitest';
import { growthReferences } from '../test-support/growth-references.ts';
import { growthTestVectors } from '../test-support/growth-test-vectors.ts';
import { roundGrowthZ } from './lms.ts';
import { adultHeightPlace, MID_PARENTAL_ADULT_AGE_MONTHS, midParentalHeight } from './mid-parental.ts';

describe('mid-parental height (Tanner)', () => {
  it('adds 13 cm for a boy and takes 13 cm off for a girl, with a ±8.5 cm range', () => {
    expect(midParentalHeight({ sex: 'male', fatherHeightCm: 180, motherHeightCm: 165 })).toEqual({
      targetCm: 179,
      lowCm: 170.5,
      highCm: 187.5,
    });
    expect(midParentalHeight({ sex: 'female', fatherHeightCm: 180, motherHeightCm: 165 })).toEqual({
      targetCm: 166,
      lowCm: 157.5,
      highCm: 174.5,
    });
  });

  it('refuses a missing parental height', () => {
    expect(() => midParentalHeight({ sex: 'female', fatherHeightCm: 0, motherHeightCm: 165 })).toThrow(RangeError);
  });
});

describe('a target height among adults (WHO 2007 height-for-age at 19 years)', () => {
  // WHO 2007 holds the same L, M and S from 228 months on, so the WHO macro's z of a height measured after 19 years
  // is that height's place among adults.
  const adults = growthTestVectors().filter(
    (v) => v.reference === 'who2007' && v.indicator === 'hfa' && v.ageMonths !== null && v.ageMonths >= MID_PARENTAL_ADULT_AGE_MONTHS,
  );

  it('gives the SDS the WHO 2007 macro gives an adult of that height, at 2 dp', () => {
    expect(adults.length).toBeGreaterThanOrEqual(2);
    for (const v of adults) {
      expect(roundGrowthZ(adultHeightPlace(growthReferences(), v.sex, v.value!).sds), v.id).toBe(v.expectedZ);
    }
  });

  it('puts the adult median at SDS 0 and the 50th centile, and a taller target higher', () => {
    const refs = growthReferences();
    const median = { male: 176.5432, female: 163.1548 } as const;
    for (const sex of ['male', 'female'] as const) {
      const place = adultHeightPlace(refs, sex, median[sex]);
      expect(place.sds).toBeCloseTo(0, 6);
      expect(place.centile).toBeCloseTo(50, 4);
      expect(adultHeightPlace(refs, sex, median[sex] + 5).sds).toBeGreaterThan(0.6);
    }
    // A boy's target of 179 cm (father 180, mother 165): (179 - 176.5432) / (176.5432 x 0.04134) = 0.34 SDS.
    expect(roundGrowthZ(adultHeightPlace(refs, 'male', 179).sds)).toBe(0.34);
  });

  it('refuses a height that is not a positive number', () => {
    expect(() => adultHeightPlace(growthReferences(), 'male', Number.NaN)).toThrow(RangeError);
  });
});
