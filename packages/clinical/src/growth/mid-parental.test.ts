import { describe, expect, it } from 'vitest';
import { midParentalHeight } from './mid-parental.ts';

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
