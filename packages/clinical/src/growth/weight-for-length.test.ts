/**
 * Weight-for-length/height of a record: every survey row of WHO's igrowup demo (test-vectors.csv, WHO_IGROWUP_SURVEY,
 * indicator wflh: WHO's own macro output) scored from dates, as the API scores a record, reproduces igrowup's table,
 * adjusted length, z and flag; and WHO's cut-offs read the z.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { growthReferences } from '../test-support/growth-references.ts';
import { growthTestVectors } from '../test-support/growth-test-vectors.ts';
import { roundGrowthZ } from './lms.ts';
import { scoreWeightForLength, weightForLengthStatus } from './weight-for-length.ts';

const refs = growthReferences();
const survey = growthTestVectors().filter((r) => r.source === 'WHO_IGROWUP_SURVEY' && r.indicator === 'wflh');
const BIRTH = '2020-01-01';

describe('weight-for-length/height of a record (WHO igrowup survey rows)', () => {
  it('has the survey rows to check', () => {
    expect(survey.length).toBe(156);
  });

  it.each(survey.map((r) => [r.id, r] as const))('%s', (_id, r) => {
    const scored = scoreWeightForLength(refs, {
      sex: r.sex,
      birthDate: BIRTH,
      measuredOn: addDays(BIRTH, r.ageDays!),
      gestationalAgeDays: null,
      weightKg: r.weightKg!,
      heightCm: r.lenheiCm!,
      measure: r.measure,
    });
    expect(scored).not.toBeNull();
    expect(scored!.table).toBe(r.ageDays! < 731 ? 'wfl' : 'wfh');
    expect(scored!.lengthHeightCm).toBeCloseTo(r.xCm!, 6);
    expect(Math.abs(roundGrowthZ(scored!.z) - r.expectedZ!)).toBeLessThanOrEqual(r.zTolerance + 1e-9);
    if (r.expectedFlag !== null) expect(scored!.flag).toBe(r.expectedFlag);
  });
});

describe('what weight-for-length/height covers', () => {
  const base = { sex: 'male', birthDate: BIRTH, gestationalAgeDays: null, weightKg: 10, heightCm: 80 } as const;

  it('has no score after day 1856 (WHO 2007 has no weight-for-height) nor before birth', () => {
    expect(scoreWeightForLength(refs, { ...base, measuredOn: addDays(BIRTH, 1857) })).toBeNull();
    expect(scoreWeightForLength(refs, { ...base, measuredOn: addDays(BIRTH, 1856), heightCm: 110 })).not.toBeNull();
    expect(scoreWeightForLength(refs, { ...base, measuredOn: addDays(BIRTH, -1) })).toBeNull();
  });

  it('has no score for a length outside the table (below 45 cm lying)', () => {
    expect(scoreWeightForLength(refs, { ...base, measuredOn: addDays(BIRTH, 10), weightKg: 1.5, heightCm: 44.9 })).toBeNull();
  });

  it('reads the table at corrected age: a 30+0 baby at 740 days chronological is past correction, so weight-for-height', () => {
    const at = (days: number) => scoreWeightForLength(refs, { ...base, measuredOn: addDays(BIRTH, days), gestationalAgeDays: 210 });
    expect(at(730)?.table).toBe('wfl'); // corrected 660 days
    expect(at(740)?.table).toBe('wfh');
  });
});

describe("WHO's cut-offs (WHO/UNICEF 2019)", () => {
  it.each([
    [-3.01, 'severeWasting'],
    [-3, 'wasting'],
    [-2.01, 'wasting'],
    [-2, 'normal'],
    [2, 'normal'],
    [2.01, 'overweight'],
    [3, 'overweight'],
    [3.01, 'obesity'],
  ] as const)('z %d is %s', (z, status) => {
    expect(weightForLengthStatus(z)).toBe(status);
  });
});
