/**
 * Cole's LMS method (Box-Cox power L, median M, coefficient of variation S) and WHO's
 * "restricted application" of it beyond ±3 SD for weight-based indicators.
 * Source of every rule here: WHO Child Growth Standards, Methods and development (2006), chapter 7,
 * as implemented by WHO's anthro/igrowup software (reference-data README §1 rules 4–6).
 */

export interface GrowthLmsParams {
  readonly L: number;
  readonly M: number;
  readonly S: number;
}

/** |L| below this is treated as L = 0, the Box-Cox limit where the power becomes a logarithm. */
const L_ZERO_EPSILON = 1e-12;

/** z = ((y/M)^L − 1)/(L·S); for L = 0 the limit ln(y/M)/S. NaN for y ≤ 0 (no z exists). */
export function zFromLms(y: number, L: number, M: number, S: number): number {
  if (!(y > 0)) return Number.NaN;
  if (Math.abs(L) < L_ZERO_EPSILON) return Math.log(y / M) / S;
  return ((y / M) ** L - 1) / (L * S);
}

/**
 * y = M·(1 + L·S·z)^(1/L); for L = 0, M·exp(S·z). NaN where 1 + L·S·z ≤ 0: with L > 0 a very low z
 * (or with L < 0 a very high one) has no measurement, which is why WHO restricts the extremes.
 */
export function valueFromLms(z: number, L: number, M: number, S: number): number {
  if (Math.abs(L) < L_ZERO_EPSILON) return M * Math.exp(S * z);
  const base = 1 + L * S * z;
  if (!(base > 0)) return Number.NaN;
  return M * base ** (1 / L);
}

/** WHO restricted rule: beyond ±3 SD the SD2–SD3 distance is used as the unit (README §1 rule 5). */
export const WHO_RESTRICTED_Z_LIMIT = 3;

function sdLine(k: number, lms: GrowthLmsParams): number {
  return valueFromLms(k, lms.L, lms.M, lms.S);
}

/**
 * z with WHO's restricted adjustment, for weight-based indicators (wfa, wfl, wfh, bfa; WHO 2007 wfa
 * and bfa). Inside ±3 it is the plain LMS z. Beyond, the distribution's long right tail would
 * otherwise compress extreme weights, so WHO measures the excess in units of SD3 − SD2 (or SD−2 − SD−3).
 */
export function zFromLmsRestricted(y: number, lms: GrowthLmsParams): number {
  const z = zFromLms(y, lms.L, lms.M, lms.S);
  if (z > WHO_RESTRICTED_Z_LIMIT) {
    const sd3 = sdLine(3, lms);
    return 3 + (y - sd3) / (sd3 - sdLine(2, lms));
  }
  if (z < -WHO_RESTRICTED_Z_LIMIT) {
    const sdMinus3 = sdLine(-3, lms);
    return -3 + (y - sdMinus3) / (sdLine(-2, lms) - sdMinus3);
  }
  return z;
}

/** Inverse of zFromLmsRestricted: the SD/centile line that a restricted z-score corresponds to. */
export function valueFromZRestricted(z: number, lms: GrowthLmsParams): number {
  if (z > WHO_RESTRICTED_Z_LIMIT) {
    const sd3 = sdLine(3, lms);
    return sd3 + (z - 3) * (sd3 - sdLine(2, lms));
  }
  if (z < -WHO_RESTRICTED_Z_LIMIT) {
    const sdMinus3 = sdLine(-3, lms);
    return sdMinus3 + (z + 3) * (sdLine(-2, lms) - sdMinus3);
  }
  return sdLine(z, lms);
}

/** WHO software reports z rounded to 2 decimals (README §1 rule 6). */
export const WHO_Z_DECIMALS = 2;

/**
 * Rounds a z-score for display, half away from zero. Scores are kept at full precision everywhere
 * else; only WHO's implausibility flags are decided on the rounded value, as anthro does.
 */
export function roundGrowthZ(z: number, decimals: number = WHO_Z_DECIMALS): number {
  const factor = 10 ** decimals;
  // The tiny nudge keeps values such as 1.005 (stored as 1.00499…) rounding the way they read.
  const rounded = (Math.sign(z) * Math.round(Math.abs(z) * factor * (1 + Number.EPSILON))) / factor;
  return rounded === 0 ? 0 : rounded; // no "-0" on screen
}
