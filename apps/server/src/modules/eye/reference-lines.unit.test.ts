import { describe, expect, it } from 'vitest';
import { axialLengthCentileLines } from '@sprout/clinical';
import { loadConfig } from '../../config/env.ts';
import { loadReferences } from '../../reference/index.ts';
import { referenceLines } from './reference-lines.ts';

const reference = loadReferences(loadConfig({ NODE_ENV: 'test' }).referenceDataDir).axialLength;

describe("the eye curve's reference lines", () => {
  it("carry the reference's eight centile lines over 4-18 years for the child's sex", () => {
    for (const sex of ['male', 'female'] as const) {
      expect(referenceLines(reference, sex)).toEqual(axialLengthCentileLines(reference, sex));
    }
    expect(referenceLines(reference, 'male')).not.toEqual(referenceLines(reference, 'female'));
  });

  it('are made once per reference and sex, and cannot be changed by an answer that holds them', () => {
    const lines = referenceLines(reference, 'female');
    expect(referenceLines(reference, 'female')).toBe(lines);
    expect(Object.isFrozen(lines) && Object.isFrozen(lines[0]) && Object.isFrozen(lines[0]!.points[0])).toBe(true);
    expect(() => {
      (lines[0]!.points as Array<{ value: number }>)[0]!.value = 0;
    }).toThrow(TypeError);
  });
});
