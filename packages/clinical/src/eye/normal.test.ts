import { describe, expect, it } from 'vitest';
// One standard normal distribution for the package (growth/normal.ts).
import { growthNormalCdf as normalCdf, growthNormalQuantile as normalQuantile } from '../growth/normal.ts';

// Reference values from scipy.stats.norm (ppf and cdf).
const QUANTILES: [number, number][] = [
  [0.03, -1.880793608151251],
  [0.05, -1.6448536269514729],
  [0.1, -1.2815515655446004],
  [0.25, -0.6744897501960817],
  [0.5, 0],
  [0.75, 0.6744897501960817],
  [0.9, 1.2815515655446004],
  [0.95, 1.6448536269514722],
];

describe('normalQuantile', () => {
  it('matches scipy at every published axial-length centile', () => {
    for (const [p, z] of QUANTILES) expect(normalQuantile(p)).toBeCloseTo(z, 12);
  });
});

describe('normalCdf', () => {
  it('matches scipy in the body and the tails', () => {
    expect(normalCdf(1)).toBeCloseTo(0.8413447460685429, 14);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024997895148220435, 14);
    expect(normalCdf(0.5)).toBeCloseTo(0.6914624612740131, 14);
    expect(normalCdf(-3)).toBeCloseTo(0.0013498980316300933, 14);
    // Beyond 7 SD the continued fraction is good to about 1e-8 relative, far past any centile's needs.
    expect(normalCdf(-8) / 6.22096057427174e-16).toBeCloseTo(1, 7);
    expect(normalCdf(0)).toBe(0.5);
  });

  it('undoes normalQuantile across the range', () => {
    for (let p = 0.01; p < 1; p += 0.01) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 14);
  });
});
