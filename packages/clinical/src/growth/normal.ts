/**
 * Standard normal distribution for growth centiles (centile = Φ(z) × 100, WHO anthro convention).
 * Names carry a `growth` prefix because the eye module exports its own `normalCdf`/`normalQuantile`
 * and the package index re-exports both modules.
 */

/**
 * Φ(z) with absolute error below 1e-15 (relative error below 1e-8 even at z = −9), so that centiles
 * far in the tails (z = ±4, where WHO tables still give SD lines) keep their digits.
 * Algorithm: Hart (1968) 5666, as published by G. West, "Better approximations to cumulative normal
 * functions", Wilmott Magazine 2005; the continued fraction takes over for |z| ≥ 7.07.
 */
export function growthNormalCdf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  const x = Math.abs(z);
  let tail: number;
  if (x > 37) {
    tail = 0;
  } else if (x < 7.07106781186547) {
    const e = Math.exp((-x * x) / 2);
    let num = 3.52624965998911e-2 * x + 0.700383064443688;
    num = num * x + 6.37396220353165;
    num = num * x + 33.912866078383;
    num = num * x + 112.079291497871;
    num = num * x + 221.213596169931;
    num = num * x + 220.206867912376;
    let den = 8.83883476483184e-2 * x + 1.75566716318264;
    den = den * x + 16.064177579207;
    den = den * x + 86.7807322029461;
    den = den * x + 296.564248779674;
    den = den * x + 637.333633378831;
    den = den * x + 793.826512519948;
    den = den * x + 440.413735824752;
    tail = (e * num) / den;
  } else {
    const e = Math.exp((-x * x) / 2);
    let cf = x + 0.65;
    cf = x + 4 / cf;
    cf = x + 3 / cf;
    cf = x + 2 / cf;
    cf = x + 1 / cf;
    tail = e / cf / 2.506628274631;
  }
  return z > 0 ? 1 - tail : tail;
}

// Acklam's rational approximation (relative error 1.15e-9), then one Halley step on growthNormalCdf
// brings it to full double precision. Used to turn the centiles drawn on charts (3rd, 97th…) into z.
const A = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
const B = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
const C = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
const D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
/** Acklam's split between the central and tail approximations. */
const P_LOW = 0.02425;

function poly(coefficients: readonly number[], x: number): number {
  return coefficients.reduce((acc, c) => acc * x + c, 0);
}

/** Φ⁻¹(p) for 0 < p < 1; ±Infinity at 0 and 1; NaN outside [0, 1]. */
export function growthNormalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) return Number.NaN;
  if (p === 0) return Number.NEGATIVE_INFINITY;
  if (p === 1) return Number.POSITIVE_INFINITY;
  let x: number;
  if (p < P_LOW) {
    const q = Math.sqrt(-2 * Math.log(p));
    x = poly(C, q) / (poly(D, q) * q + 1);
  } else if (p <= 1 - P_LOW) {
    const q = p - 0.5;
    const r = q * q;
    x = (poly(A, r) * q) / (poly(B, r) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x = -poly(C, q) / (poly(D, q) * q + 1);
  }
  // Halley refinement: e = Φ(x) − p, u = e·√(2π)·exp(x²/2).
  const e = growthNormalCdf(x) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

/** Centile (0–100) of a z-score: Φ(z) × 100 (README §1 rule 7). */
export function growthCentileFromZ(z: number): number {
  return growthNormalCdf(z) * 100;
}

/** z-score of a centile given in percent (0 < centile < 100). */
export function growthZFromCentile(centile: number): number {
  if (!(centile > 0 && centile < 100)) throw new RangeError(`Centile must be between 0 and 100 exclusive: ${centile}`);
  return growthNormalQuantile(centile / 100);
}

/**
 * The outermost centiles written as numbers (issue 33). Beyond them a centile is written ">99.9" or "<0.1", never
 * "100" or "0": a z of 7.67 is not "the 100th centile". 99.9 and 0.1 are the outermost centiles WHO tabulates
 * (P0.1/P99.9 columns of the expanded percentile tables, z ±3.09); RCPCH likewise writes centiles beyond its charts'
 * outer lines as "above/below" and gives the SDS.
 */
export const CENTILE_WRITTEN_MAX = 99.9;
export const CENTILE_WRITTEN_MIN = 0.1;

/**
 * A centile (0–100) as every screen and the API's `centileTexts` write it: ">99.9" above P99.9, "<0.1" below P0.1, one
 * decimal under 1 or over 99 (where a decimal matters), else a whole number.
 */
export function growthCentileText(centile: number): string {
  if (centile > CENTILE_WRITTEN_MAX) return `>${CENTILE_WRITTEN_MAX}`;
  if (centile < CENTILE_WRITTEN_MIN) return `<${CENTILE_WRITTEN_MIN}`;
  if (centile < 1 || centile > 99) return centile.toFixed(1);
  return String(Math.round(centile));
}
