import { axialLengthCentileLines, type AxialLengthReference } from '@sprout/clinical';
import type { EyeCurve } from '@sprout/contracts';

const referenceLinesMade = new WeakMap<AxialLengthReference, Map<EyeCurve['sex'], EyeCurve['centiles']>>();

/**
 * The reference's centile lines over its whole age range for one sex, as the curve carries them: the same for every
 * child of that sex, so made once per loaded reference and shared, frozen (the answer is copied by its schema on the
 * way out, never changed in place).
 */
export function referenceLines(reference: AxialLengthReference, sex: EyeCurve['sex']): EyeCurve['centiles'] {
  let bySex = referenceLinesMade.get(reference);
  if (!bySex) referenceLinesMade.set(reference, (bySex = new Map()));
  let lines = bySex.get(sex);
  if (!lines) {
    lines = Object.freeze(
      axialLengthCentileLines(reference, sex).map((line) =>
        Object.freeze({
          centile: line.centile,
          points: Object.freeze(line.points.map((p) => Object.freeze({ ageYears: p.ageYears, value: p.value }))),
        }),
      ),
    ) as EyeCurve['centiles'];
    bySex.set(sex, lines);
  }
  return lines;
}
