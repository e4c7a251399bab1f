import { describe, expect, it } from 'vitest';
import { otherAgeOf } from './other-age.ts';

describe('the other age a point is joined to', () => {
  it('is the chronological age while corrected, the corrected age on the first point past the end, else none', () => {
    expect(otherAgeOf({ ageMonths: 10, chronologicalAgeMonths: 11.4 })).toEqual({ chronologicalX: 11.4 });
    expect(otherAgeOf({ ageMonths: 15, chronologicalAgeMonths: 15, correctedAgeMonthsAtEnd: 13.6 })).toEqual({ chronologicalX: 13.6 });
    expect(otherAgeOf({ ageMonths: 18, chronologicalAgeMonths: 18, correctedAgeMonthsAtEnd: null })).toEqual({});
  });
});
