import { describe, expect, it } from 'vitest';
import {
  KERATOMETRIC_INDEX_CONSTANT,
  alCrRatio,
  cornealRadiusFromK,
  eyeRoundTo,
  meanCornealRadius,
  roundDioptres,
  sphericalEquivalent,
} from './refraction.ts';

describe('sphericalEquivalent', () => {
  it('adds half the cylinder to the sphere, unrounded', () => {
    expect(sphericalEquivalent(-2, -0.75)).toBe(-2.375);
    expect(sphericalEquivalent(-1.5, 0)).toBe(-1.5);
    expect(sphericalEquivalent(1, -2)).toBe(0);
  });

  it('gives the same value in plus- and minus-cylinder notation of one prescription', () => {
    // −2.00 / −1.00 × 180 is −3.00 / +1.00 × 90.
    expect(sphericalEquivalent(-2, -1)).toBe(sphericalEquivalent(-3, 1));
  });

  it('refuses values that are not finite numbers', () => {
    expect(() => sphericalEquivalent(Number.NaN, 0)).toThrow(RangeError);
    expect(() => sphericalEquivalent(-1, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('roundDioptres', () => {
  it('rounds to 0.01 D half away from zero, the same for myopes and hyperopes', () => {
    expect(roundDioptres(-2.375)).toBe(-2.38);
    expect(roundDioptres(2.375)).toBe(2.38);
    expect(roundDioptres(-1.125)).toBe(-1.13);
    expect(roundDioptres(-0.004)).toBe(0);
    expect(Object.is(roundDioptres(-0.004), -0)).toBe(false);
  });

  it('is eyeRoundTo with two decimals, which also rounds mm and ratios', () => {
    expect(eyeRoundTo(7.848837209, 2)).toBe(7.85);
    expect(eyeRoundTo(3.0571, 3)).toBe(3.057);
  });
});

describe('corneal radius', () => {
  it('names the keratometric index constant (1.3375 − 1) × 1000', () => {
    expect(KERATOMETRIC_INDEX_CONSTANT).toBeCloseTo((1.3375 - 1) * 1000, 10);
  });

  it('converts K in dioptres to a radius in mm as 337.5 / K', () => {
    expect(cornealRadiusFromK(45)).toBe(7.5);
    expect(cornealRadiusFromK(43)).toBeCloseTo(7.848837, 6);
  });

  it('averages the two radii, not the two powers', () => {
    // 337.5/42 = 8.035714, 337.5/44 = 7.670455: mean 7.853084; 337.5 / 43 would be 7.848837.
    expect(meanCornealRadius(42, 44)).toBeCloseTo(7.853084, 6);
    expect(meanCornealRadius(45, 45)).toBe(7.5);
  });

  it('refuses a K that is not a positive number', () => {
    for (const k of [0, -43, Number.NaN]) expect(() => cornealRadiusFromK(k)).toThrow(RangeError);
  });
});

describe('alCrRatio', () => {
  it('divides axial length by corneal radius', () => {
    expect(alCrRatio(24, 8)).toBe(3);
    expect(alCrRatio(24.36, meanCornealRadius(42.5, 43.5))).toBeCloseTo(24.36 / ((337.5 / 42.5 + 337.5 / 43.5) / 2), 12);
  });

  it('refuses a corneal radius that is not positive', () => {
    expect(() => alCrRatio(24, 0)).toThrow(RangeError);
  });
});
