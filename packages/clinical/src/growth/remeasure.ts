/**
 * The re-measure check (issue 17, part 3): before a new record is saved, is it worth checking the measurement?
 * Never a refusal: the parent is asked and may save it as it is; the doctor sees the same reasons.
 *
 * Two reasons, against the child's latest earlier record:
 *  - 'zJump': a z-score moved by more than REMEASURE_Z_CHANGE since a record at most REMEASURE_MAX_INTERVAL_DAYS
 *    earlier, on the same reference. The expected change of z between two records is 0 (a child tracks its
 *    centile); NICE NG75 (Faltering growth, 2017, rec. 1.2.9–1.2.10) treats a fall across two centile spaces
 *    (2 × 0.67 SD) as significant, so a move larger than that in either direction within a year is more often a
 *    mistyped value or a wrong position than growth.
 *  - 'shrink': a length/height lower than the previous one by more than SHRINK_TOLERANCE_CM. Children do not get
 *    shorter; the WHO Multicentre Growth Reference Study allowed 0.7 cm at most between two observers' length
 *    measurements (de Onis M et al., Food Nutr Bull 2004;25:S27–S36), so a larger drop is a measurement to redo.
 *    Heights taken in different positions are compared after WHO's 0.7 cm adjustment (the caller passes the
 *    measurements it scored).
 */
import { toDayNumber, type IsoDate } from '../dates.ts';
import type { GrowthIndicator, GrowthReferenceName } from './types.ts';

export const REMEASURE_Z_CHANGE = 1.34;
export const REMEASURE_MAX_INTERVAL_DAYS = 365;
export const SHRINK_TOLERANCE_CM = 0.7;

export interface RemeasurePoint {
  readonly date: IsoDate;
  /** Per indicator: the z and the reference it came from, and the measurement scored (cm for height). */
  readonly scores: Partial<
    Record<GrowthIndicator, { readonly z: number | null; readonly reference: GrowthReferenceName | null; readonly value: number }>
  >;
}

export type RemeasureReason =
  | { readonly kind: 'zJump'; readonly indicator: GrowthIndicator; readonly previousDate: IsoDate; readonly zChange: number }
  | { readonly kind: 'shrink'; readonly indicator: 'height'; readonly previousDate: IsoDate; readonly cmChange: number };

const INDICATORS: readonly GrowthIndicator[] = ['height', 'weight', 'headSize', 'bmi'];

/** Reasons to check the new record against the latest record before it (none when there is none). */
export function remeasureReasons(previous: RemeasurePoint | null, next: RemeasurePoint): RemeasureReason[] {
  if (!previous) return [];
  const days = toDayNumber(next.date) - toDayNumber(previous.date);
  if (days <= 0) return [];
  const reasons: RemeasureReason[] = [];
  for (const indicator of INDICATORS) {
    const before = previous.scores[indicator];
    const now = next.scores[indicator];
    if (!before || !now) continue;
    // To 0.01 cm: 80 − 79.3 is 0.7000000000000028 in binary.
    if (indicator === 'height' && Math.round((before.value - now.value) * 100) / 100 > SHRINK_TOLERANCE_CM) {
      reasons.push({
        kind: 'shrink',
        indicator: 'height',
        previousDate: previous.date,
        cmChange: Math.round((now.value - before.value) * 10) / 10,
      });
      continue;
    }
    if (days > REMEASURE_MAX_INTERVAL_DAYS || before.z === null || now.z === null || before.reference !== now.reference) continue;
    const zChange = now.z - before.z;
    if (Math.abs(zChange) > REMEASURE_Z_CHANGE)
      reasons.push({ kind: 'zJump', indicator, previousDate: previous.date, zChange: Math.round(zChange * 100) / 100 });
  }
  return reasons;
}
