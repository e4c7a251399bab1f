import type { GrowthCurveMeasurement } from '@sprout/contracts';

/**
 * The other age a point is drawn joined to (RCPCH: plot both ages): its chronological age while correction applies
 * (issue 17, part 2), and on the first point after correction ended, the corrected age it would have had (issue 33),
 * so the end of correction is drawn, not a silent jump. Nothing elsewhere.
 */
export function otherAgeOf(m: Pick<GrowthCurveMeasurement, 'ageMonths' | 'chronologicalAgeMonths' | 'correctedAgeMonthsAtEnd'>): {
  chronologicalX?: number;
} {
  if (m.chronologicalAgeMonths !== undefined && m.chronologicalAgeMonths !== m.ageMonths)
    return { chronologicalX: m.chronologicalAgeMonths };
  return m.correctedAgeMonthsAtEnd != null ? { chronologicalX: m.correctedAgeMonthsAtEnd } : {};
}
