/**
 * Where a child's axial length sits among the He et al. 2023 percentile lines, and the lines themselves for
 * the chart. The paper publishes lines, not LMS parameters, so a centile is found by interpolation: linear in
 * age along each line, then on the normal (z) scale between the two lines that bracket the value.
 */
// One standard normal distribution for the package (growth/normal.ts).
import { growthNormalCdf as normalCdf, growthNormalQuantile as normalQuantile } from '../growth/normal.ts';
import {
  AXIAL_LENGTH_CENTILES,
  AXIAL_LENGTH_REFERENCE_MAX_AGE_YEARS,
  AXIAL_LENGTH_REFERENCE_MIN_AGE_YEARS,
  type AxialLengthCentileLine,
  type AxialLengthReference,
  type AxialLengthReferenceRow,
  type EyeSex,
} from './reference.ts';

const LOWEST_LINE = AXIAL_LENGTH_CENTILES[0];
const HIGHEST_LINE = AXIAL_LENGTH_CENTILES[AXIAL_LENGTH_CENTILES.length - 1]!;

/**
 * 'below3' / 'above95': outside the outermost published lines. No centile is given there, because anything
 * beyond P3 or P95 would be an extrapolation of the paper's curves.
 */
export type AxialLengthBand = 'below3' | 'within' | 'above95';

export type AxialLengthCentileResult =
  | { readonly centile: number; readonly band: 'within' }
  | { readonly centile: null; readonly band: 'below3' | 'above95' }
  /** Age outside 4–18 years: the reference says nothing. */
  | { readonly centile: null; readonly band: null };

export interface AxialLengthCentileLinePoints {
  readonly centile: AxialLengthCentileLine;
  readonly points: readonly { readonly ageYears: number; readonly value: number }[];
}

function isWithinReferenceAge(ageYears: number): boolean {
  return ageYears >= AXIAL_LENGTH_REFERENCE_MIN_AGE_YEARS && ageYears <= AXIAL_LENGTH_REFERENCE_MAX_AGE_YEARS;
}

/**
 * The two tabulated rows around `ageYears` and the weight of the upper one (`t`), or null outside 4–18 years. On a
 * tabulated age (and at the table's first age) both rows are that age's and `t` is 1, so every line is the
 * published value exactly (lineAt). Found by a loop over the sex's table, without a callback or an object per line:
 * a long eye history asks this at every exam, for both eyes (issue 28, criterion 4).
 */
function rowsAround(
  ref: AxialLengthReference,
  sex: EyeSex,
  ageYears: number,
): { lower: AxialLengthReferenceRow; upper: AxialLengthReferenceRow; t: number } | null {
  if (!Number.isFinite(ageYears)) throw new RangeError(`Age must be a finite number of years: ${ageYears}`);
  if (!isWithinReferenceAge(ageYears)) return null;
  const rows = ref.tables[sex];
  let upperIndex = 0;
  while (upperIndex < rows.length && rows[upperIndex]!.ageYears < ageYears) upperIndex++;
  const upper = rows[upperIndex];
  if (!upper) return null; // unreachable: the loader checks that the table covers the reference range
  const lower = rows[upperIndex - 1];
  if (upper.ageYears === ageYears || !lower) return { lower: upper, upper, t: 1 };
  return { lower, upper, t: (ageYears - lower.ageYears) / (upper.ageYears - lower.ageYears) };
}

/**
 * One line's axial length between two rows: a·(1−t) + b·t rather than a + t·(b−a), exact at both ends, so a
 * tabulated age gives the published value (with both rows the same and t = 1: 0 + b).
 */
function lineAt(lower: AxialLengthReferenceRow, upper: AxialLengthReferenceRow, t: number, line: AxialLengthCentileLine): number {
  return lower.values[line] * (1 - t) + upper.values[line] * t;
}

/**
 * The axial length (mm) on every percentile line at `ageYears`, linear in age between tabulated ages;
 * null outside 4–18 years.
 */
export function axialLengthLinesAtAge(
  ref: AxialLengthReference,
  sex: EyeSex,
  ageYears: number,
): Record<AxialLengthCentileLine, number> | null {
  const around = rowsAround(ref, sex, ageYears);
  if (!around) return null;
  const lines = {} as Record<AxialLengthCentileLine, number>;
  for (const c of AXIAL_LENGTH_CENTILES) lines[c] = lineAt(around.lower, around.upper, around.t, c);
  return lines;
}

function requirePositiveLength(axialLengthMm: number): void {
  if (!(Number.isFinite(axialLengthMm) && axialLengthMm > 0))
    throw new RangeError(`Axial length must be a positive number of mm: ${axialLengthMm}`);
}

/** Each line's z (Φ⁻¹ of its percentile), in AXIAL_LENGTH_CENTILES' order: the same values, computed once. */
const LINE_Z = AXIAL_LENGTH_CENTILES.map((c) => normalQuantile(c / 100));

/** The age- and sex-specific centile of an axial length, per the module comment. */
export function axialLengthCentile(
  ref: AxialLengthReference,
  sex: EyeSex,
  ageYears: number,
  axialLengthMm: number,
): AxialLengthCentileResult {
  requirePositiveLength(axialLengthMm);
  const around = rowsAround(ref, sex, ageYears);
  if (!around) return { centile: null, band: null };
  const { lower, upper, t } = around;
  let low = lineAt(lower, upper, t, LOWEST_LINE);
  if (axialLengthMm < low) return { centile: null, band: 'below3' };
  if (axialLengthMm > lineAt(lower, upper, t, HIGHEST_LINE)) return { centile: null, band: 'above95' };

  for (let i = 0; i < AXIAL_LENGTH_CENTILES.length - 1; i++) {
    const lowC = AXIAL_LENGTH_CENTILES[i]!;
    const highC = AXIAL_LENGTH_CENTILES[i + 1]!;
    const high = lineAt(lower, upper, t, highC);
    // Exactly on a line: give that line's centile, free of the Φ(Φ⁻¹(p)) round trip.
    if (axialLengthMm === low) return { centile: lowC, band: 'within' };
    if (axialLengthMm === high) return { centile: highC, band: 'within' };
    if (axialLengthMm < high) {
      // The lines are unevenly spaced percentiles of a near-normal distribution; interpolating the centile
      // itself would overstate it near the median, so interpolate z and map back.
      const zLow = LINE_Z[i]!;
      const zHigh = LINE_Z[i + 1]!;
      const fraction = (axialLengthMm - low) / (high - low);
      return { centile: normalCdf(zLow + fraction * (zHigh - zLow)) * 100, band: 'within' };
    }
    low = high;
  }
  return { centile: null, band: 'above95' }; // unreachable: the value is at most the P95 line here
}

/**
 * Whether an axial length lies above the highest published line (P95) at this age: `axialLengthCentile`'s band
 * 'above95', without its centile. A long history's chart keeps every such exam and reads the centile of the few it
 * draws (issue 28, criterion 4). False outside 4–18 years, where the reference says nothing.
 */
export function isAxialLengthAboveHighestLine(ref: AxialLengthReference, sex: EyeSex, ageYears: number, axialLengthMm: number): boolean {
  requirePositiveLength(axialLengthMm);
  const around = rowsAround(ref, sex, ageYears);
  return around !== null && axialLengthMm > lineAt(around.lower, around.upper, around.t, HIGHEST_LINE);
}

/**
 * Text for a centile: '<3' and '>95' for the bands, the whole-number centile within them, null when the age
 * is outside the reference. Language-neutral, so the client shows it as is.
 */
export function formatAxialLengthCentile(result: AxialLengthCentileResult): string | null {
  if (result.band === 'below3') return `<${LOWEST_LINE}`;
  if (result.band === 'above95') return `>${HIGHEST_LINE}`;
  if (result.band === 'within') return String(Math.round(result.centile));
  return null;
}

/**
 * The percentile lines for the chart between `fromYears` and `toYears`, clamped to 4–18 years. Without a
 * step the points are the range ends plus every tabulated age between them: the lines are straight between
 * tabulated ages, so these points draw them exactly. With a step, points are spaced by it, the end included.
 */
export function axialLengthCentileLines(
  ref: AxialLengthReference,
  sex: EyeSex,
  fromYears: number = AXIAL_LENGTH_REFERENCE_MIN_AGE_YEARS,
  toYears: number = AXIAL_LENGTH_REFERENCE_MAX_AGE_YEARS,
  stepYears?: number,
): AxialLengthCentileLinePoints[] {
  if (!(Number.isFinite(fromYears) && Number.isFinite(toYears))) throw new RangeError('Age range must be finite');
  if (stepYears !== undefined && !(stepYears > 0 && Number.isFinite(stepYears)))
    throw new RangeError(`Step must be positive: ${stepYears}`);
  const from = Math.max(fromYears, AXIAL_LENGTH_REFERENCE_MIN_AGE_YEARS);
  const to = Math.min(toYears, AXIAL_LENGTH_REFERENCE_MAX_AGE_YEARS);
  if (from > to) return AXIAL_LENGTH_CENTILES.map((centile) => ({ centile, points: [] }));

  const ages: number[] = [from];
  if (stepYears === undefined) {
    for (const row of ref.tables[sex]) if (row.ageYears > from && row.ageYears < to) ages.push(row.ageYears);
  } else {
    // Multiply rather than accumulate, so that rounding error does not drift along the axis.
    for (let i = 1; from + i * stepYears < to; i++) ages.push(from + i * stepYears);
  }
  if (to > from) ages.push(to);

  const atAges = ages.map((ageYears) => ({ ageYears, lines: axialLengthLinesAtAge(ref, sex, ageYears)! }));
  return AXIAL_LENGTH_CENTILES.map((centile) => ({
    centile,
    points: atAges.map(({ ageYears, lines }) => ({ ageYears, value: lines[centile] })),
  }));
}
