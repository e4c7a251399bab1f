import { describe, expect, it } from 'vitest';
import { growthReferences } from '../test-support/growth-references.ts';
import { adjustedLengthHeightCm, bmiFromWeightHeight, weightForLengthTable, zWeightForLengthHeight } from './measurement.ts';
import { growthZFromTable } from './table-score.ts';

describe('length/height adjustment', () => {
  it('leaves the measurement alone when the position is unknown or matches the age', () => {
    expect(adjustedLengthHeightCm(70, 300)).toBe(70);
    expect(adjustedLengthHeightCm(70, 300, 'lying')).toBe(70);
    expect(adjustedLengthHeightCm(95, 900, 'standing')).toBe(95);
  });

  it('ignores "standing" recorded under 9 months, as anthro does, and adds 0.7 cm from 9 months', () => {
    expect(adjustedLengthHeightCm(60, 273, 'standing')).toBe(60); // 273 / 30.4375 = 8.97 months
    expect(adjustedLengthHeightCm(70, 274, 'standing')).toBeCloseTo(70.7, 12);
  });
});

describe('BMI', () => {
  it('is weight over height in metres squared', () => {
    expect(bmiFromWeightHeight(20, 100)).toBe(20);
    expect(bmiFromWeightHeight(20.5, 113.6)).toBeCloseTo(15.885365006943069, 12); // anthroplus test value
  });

  it('refuses a zero height', () => expect(() => bmiFromWeightHeight(10, 0)).toThrow(RangeError));
});

describe('weight-for-length/height', () => {
  it('chooses the table by age, else by position, else by length under 87 cm', () => {
    expect(weightForLengthTable({ ageDays: 730, measure: 'standing', lengthHeightCm: 90 })).toBe('who2006_wfl');
    expect(weightForLengthTable({ ageDays: 731, measure: 'lying', lengthHeightCm: 80 })).toBe('who2006_wfh');
    expect(weightForLengthTable({ measure: 'standing', lengthHeightCm: 80 })).toBe('who2006_wfh');
    expect(weightForLengthTable({ lengthHeightCm: 86.9 })).toBe('who2006_wfl');
    expect(weightForLengthTable({ lengthHeightCm: 87 })).toBe('who2006_wfh');
  });

  it('interpolates L, M and S linearly between 0.1 cm rows', () => {
    const refs = growthReferences();
    const table = refs.who2006_wfl.male;
    const lo = table.rows[(60 - 45) * 10] as { M: number };
    const hi = table.rows[(60.1 - 45) * 10] as { M: number };
    const midMedian = (lo.M + hi.M) / 2;
    expect(growthZFromTable(refs, 'who2006_wfl', 'male', 60.05, midMedian)?.z).toBeCloseTo(0, 12);
  });

  it('has no score outside the table or beyond WHO 2006 ages', () => {
    const refs = growthReferences();
    expect(zWeightForLengthHeight(refs, { sex: 'female', weightKg: 2, lengthHeightCm: 44.9, ageDays: 0 })).toBeNull();
    expect(zWeightForLengthHeight(refs, { sex: 'female', weightKg: 20, lengthHeightCm: 110, ageDays: 1857 })).toBeNull();
  });
});
