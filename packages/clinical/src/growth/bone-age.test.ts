import { describe, expect, it } from 'vitest';
import { growthReferences } from '../test-support/growth-references.ts';
import { growthTestVectors } from '../test-support/growth-test-vectors.ts';
import { boneAgeDays, heightForBoneAge, heightNearBoneAge } from './bone-age.ts';
import { roundGrowthZ } from './lms.ts';

describe('height SDS for bone age', () => {
  // WHO's own software scores a height at an age; height for bone age is that score with the bone age as the age,
  // whatever the child's chronological age. The radiograph here is taken long after birth: 2030-06-01.
  const takenOn = '2030-06-01';
  const heights = growthTestVectors().filter(
    (v) =>
      v.value !== null &&
      v.expectedZ !== null &&
      v.gestationalAgeDays === null &&
      ((v.reference === 'who2006' && v.indicator === 'lhfa' && v.ageDays !== null) ||
        // From 61 months (after WHO 2006's last day), where this product reads WHO 2007 as AnthroPlus does.
        (v.reference === 'who2007' && v.indicator === 'hfa' && v.ageMonths !== null && v.ageMonths >= 61 && v.ageMonths <= 228)),
  );

  it('gives WHO Anthro and AnthroPlus z for the height at the bone age, at 2 dp', () => {
    expect(heights.length).toBeGreaterThan(50);
    for (const v of heights) {
      const days = v.ageDays ?? boneAgeDays(v.ageMonths!);
      const score = heightForBoneAge(growthReferences(), {
        sex: v.sex,
        // As measured: `value` is after WHO's lying/standing adjustment where the row names the position.
        heightCm: v.lenheiCm ?? v.value!,
        measuredOn: takenOn,
        boneAgeDays: days,
        ...(v.measure ? { measure: v.measure } : {}),
      });
      // Each row's own tolerance (0.01 for the software's rows; ages in months are read here in whole days).
      expect(Math.abs(roundGrowthZ(score.z!) - v.expectedZ!), v.id).toBeLessThanOrEqual(v.zTolerance + 1e-9);
    }
  });

  it('scores an ordinary height for a delayed skeleton higher than for the calendar', () => {
    // A boy of 10 years at 130 cm (WHO 2007 median at 10 y is about 138 cm) with a bone age of 8 years.
    const atAge = heightForBoneAge(growthReferences(), { sex: 'male', heightCm: 130, measuredOn: takenOn, boneAgeDays: boneAgeDays(120) });
    const atBoneAge = heightForBoneAge(growthReferences(), {
      sex: 'male',
      heightCm: 130,
      measuredOn: takenOn,
      boneAgeDays: boneAgeDays(96),
    });
    expect(atAge.z!).toBeLessThan(-1);
    expect(atBoneAge.z!).toBeGreaterThan(0);
    expect(atBoneAge.correctedAgeDays).toBe(atBoneAge.ageDays);
  });

  it('refuses a negative bone age', () => {
    expect(() => heightForBoneAge(growthReferences(), { sex: 'female', heightCm: 120, measuredOn: takenOn, boneAgeDays: -1 })).toThrow(
      RangeError,
    );
  });
});

describe('the height a radiograph is read beside', () => {
  const records = [
    { date: '2030-01-01', heightCm: 130 },
    { date: '2030-01-20', heightCm: null },
    { date: '2030-02-10', heightCm: 131 },
    { date: '2030-03-14', heightCm: 132 },
  ];

  it('takes the nearest height within 31 days, the earlier on a tie, and skips records without a height', () => {
    expect(heightNearBoneAge(records, '2030-01-20')?.heightCm).toBe(130);
    expect(heightNearBoneAge(records, '2030-02-25')?.heightCm).toBe(131);
    expect(heightNearBoneAge(records, '2030-02-26')?.heightCm).toBe(131);
    expect(heightNearBoneAge(records, '2030-04-14')?.heightCm).toBe(132);
  });

  it('takes none when no height is within 31 days', () => {
    expect(heightNearBoneAge(records, '2030-04-15')).toBeNull();
    expect(heightNearBoneAge(records, '2029-11-30')).toBeNull();
  });
});
