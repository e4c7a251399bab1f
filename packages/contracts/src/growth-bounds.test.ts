import { describe, expect, it } from 'vitest';
import { GROWTH_BOUNDS } from './growth-rules.ts';
import { growthSaveBodySchema } from './growth.ts';

const base = { growthId: '0b7c2f0e-1d1a-4c3e-9a53-6f1f5a0f8f11', recordDate: '2026-05-01' };
const accepts = (field: 'height' | 'weight' | 'headSize', value: number) =>
  growthSaveBodySchema.safeParse({ ...base, [field]: value }).success;

describe('growth measurement bounds refuse only the physically impossible', () => {
  it('accepts the heaviest adolescents of the WHO 2007 survey (157–170 kg), which the old 150 kg bound refused', () => {
    expect(accepts('weight', 157)).toBe(true);
    expect(accepts('weight', 170)).toBe(true);
  });

  it('accepts the smallest surviving preterm newborns: 212 g, 24 cm long, a 17 cm head', () => {
    expect(accepts('weight', 0.212)).toBe(true);
    expect(accepts('height', 24)).toBe(true);
    expect(accepts('headSize', 17)).toBe(true);
  });

  it.each([
    ['height', 18, 275],
    ['weight', 0.15, 650],
    ['headSize', 13, 100],
  ] as const)('%s: accepts %s and %s, refuses a step beyond each', (field, min, max) => {
    expect(GROWTH_BOUNDS[field]).toEqual({ min, max });
    expect(accepts(field, min)).toBe(true);
    expect(accepts(field, max)).toBe(true);
    expect(accepts(field, min - 0.01)).toBe(false);
    expect(accepts(field, max + 0.01)).toBe(false);
  });

  it('names the field and the range message when it refuses', () => {
    const result = growthSaveBodySchema.safeParse({ ...base, weight: 651 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['weight'], message: 'validation.growth.weightRange' });
  });
});
