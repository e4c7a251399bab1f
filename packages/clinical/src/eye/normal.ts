/**
 * The standard normal distribution, needed to interpolate between percentile lines on the z scale.
 * Kept private to the eye module (not re-exported) so that it cannot clash with the growth module's own
 * helpers under `export *` in the package index.
 */

const SQRT_2PI = Math.sqrt(2 * Math.PI);

/**
 * Φ(z), the standard normal CDF. Hart (1968) algorithm 5666 as given by G. West, "Better approximations to
 * cumulative normal functions", Wilmott Magazine 2005: absolute error at double precision (checked against
 * scipy over ±12 SD), relative error about 1e-8 only in the far tail beyond 7 SD, which centiles never reach.
 */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  const x = Math.abs(z);
  let tail: number;
  // Beyond 37 standard deviations the tail underflows a double.
  if (x > 37) tail = 0;
  else {
    const e = Math.exp((-x * x) / 2);
    // Hart's rational approximation holds up to 10/√2; the continued fraction takes over beyond it.
    if (x < 7.07106781186547) {
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
      let cf = x + 0.65;
      cf = x + 4 / cf;
      cf = x + 3 / cf;
      cf = x + 2 / cf;
      cf = x + 1 / cf;
      tail = e / cf / SQRT_2PI;
    }
  }
  return z > 0 ? 1 - tail : tail;
}

// P. J. Acklam's rational approximation to Φ⁻¹ (relative error 1.15e-9 before refinement).
const A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239] as const;
const B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1] as const;
const C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783] as const;
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416] as const;
/** Below this probability (and above its complement) Acklam switches to the tail formula. */
const P_LOW = 0.02425;

/** Φ⁻¹(p) for 0 < p < 1: Acklam's approximation polished by one Halley step against `normalCdf`. */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`Probability must be strictly between 0 and 1: ${p}`);
  let x: number;
  if (p < P_LOW || p > 1 - P_LOW) {
    const q = Math.sqrt(-2 * Math.log(p < P_LOW ? p : 1 - p));
    const v = (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5]) / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1);
    x = p < P_LOW ? v : -v;
  } else {
    const q = p - 0.5;
    const r = q * q;
    x = ((((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q) / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1);
  }
  // One Halley step brings the 1e-9 approximation to full double precision.
  const u = (normalCdf(x) - p) * SQRT_2PI * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}
