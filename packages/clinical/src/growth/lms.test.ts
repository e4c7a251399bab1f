import { describe, expect, it } from 'vitest';
import { roundGrowthZ, valueFromLms, valueFromZRestricted, zFromLms, zFromLmsRestricted } from './lms.ts';
import { growthCentileFromZ, growthNormalCdf, growthNormalQuantile, growthZFromCentile } from './normal.ts';

describe('LMS transform', () => {
  const cases = [
    { L: 1, M: 49.8842, S: 0.03795 }, // WHO 2006 length, day 0, boys
    { L: 0.3487, M: 3.3464, S: 0.14602 }, // WHO 2006 weight, day 0, boys
    { L: -0.3521, M: 2.441, S: 0.09182 }, // WHO 2006 weight-for-length 45 cm, boys
    { L: 0, M: 10, S: 0.1 },
  ];
  it.each(cases)('turns a z back into the same z through the measurement (L = $L)', ({ L, M, S }) => {
    for (const z of [-3, -1.5, 0, 0.7, 2, 3]) {
      expect(zFromLms(valueFromLms(z, L, M, S), L, M, S)).toBeCloseTo(z, 12);
    }
  });

  it('gives the median z = 0 and uses the logarithm when L is 0', () => {
    expect(zFromLms(3.3464, 0.3487, 3.3464, 0.14602)).toBe(0);
    expect(zFromLms(10 * Math.E, 0, 10, 0.5)).toBeCloseTo(2, 12);
  });

  it('has no z for a non-positive measurement and no measurement where 1 + L·S·z ≤ 0', () => {
    expect(zFromLms(0, 1, 50, 0.04)).toBeNaN();
    expect(valueFromLms(-30, 1, 50, 0.04)).toBeNaN();
  });
});

describe('WHO restricted adjustment beyond ±3 SD', () => {
  const lms = { L: 0.3487, M: 3.3464, S: 0.14602 };
  const sd = (k: number) => valueFromLms(k, lms.L, lms.M, lms.S);

  it('leaves z unchanged inside ±3 SD', () => {
    for (const z of [-3, -2.2, 0, 1.4, 3]) expect(zFromLmsRestricted(sd(z), lms)).toBeCloseTo(z, 12);
  });

  it('measures the excess beyond SD3 in units of SD3 − SD2, and below SD−3 in units of SD−2 − SD−3', () => {
    const above = sd(3) + 1.5 * (sd(3) - sd(2));
    const below = sd(-3) - 0.5 * (sd(-2) - sd(-3));
    expect(zFromLmsRestricted(above, lms)).toBeCloseTo(4.5, 12);
    expect(zFromLmsRestricted(below, lms)).toBeCloseTo(-3.5, 12);
    expect(zFromLms(above, lms.L, lms.M, lms.S)).not.toBeCloseTo(4.5, 2);
  });

  it('is inverted exactly by valueFromZRestricted on both sides', () => {
    for (const z of [-5, -3.2, -1, 0, 2.5, 3.01, 4, 6]) expect(zFromLmsRestricted(valueFromZRestricted(z, lms), lms)).toBeCloseTo(z, 10);
  });
});

describe('normal distribution and centiles', () => {
  it('matches known values of Φ to many digits, far into the tails', () => {
    expect(growthNormalCdf(0)).toBe(0.5);
    expect(growthNormalCdf(1.959963984540054)).toBeCloseTo(0.975, 15);
    expect(growthNormalCdf(-3)).toBeCloseTo(0.0013498980316300946, 16);
    expect(growthNormalCdf(-8) / 6.220960574271785e-16).toBeCloseTo(1, 7);
    expect(growthNormalCdf(4) + growthNormalCdf(-4)).toBeCloseTo(1, 15);
  });

  it('inverts Φ to near machine precision, including the chart centiles', () => {
    for (const p of [1e-8, 0.001, 0.03, 0.15, 0.5, 0.85, 0.97, 0.999]) {
      expect(growthNormalCdf(growthNormalQuantile(p)) / p).toBeCloseTo(1, 10);
    }
    expect(growthZFromCentile(97)).toBeCloseTo(1.880793608151251, 12);
    expect(growthCentileFromZ(growthZFromCentile(3))).toBeCloseTo(3, 12);
  });

  it('refuses centiles of 0 or 100, which have no z', () => {
    expect(() => growthZFromCentile(0)).toThrow(RangeError);
    expect(() => growthZFromCentile(100)).toThrow(RangeError);
  });
});

describe('z rounding', () => {
  it('rounds to 2 dp half away from zero, as shown by WHO software, and never shows -0', () => {
    expect(roundGrowthZ(1.005)).toBe(1.01);
    expect(roundGrowthZ(-2.345)).toBe(-2.35);
    expect(roundGrowthZ(-0.001)).toBe(0);
    expect(roundGrowthZ(1.23456, 3)).toBe(1.235);
  });
});
