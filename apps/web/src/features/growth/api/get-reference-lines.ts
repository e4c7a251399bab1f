import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrowthCurve, GrowthReferenceLines, ReferenceLineFamily, Sex } from '@sprout/contracts';
import { growthRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';

/**
 * The centile lines of one sex (`families` of them only): static reference data, the same for every child. With the
 * curve's referenceVersion in the address the browser may keep the answer for good; in memory it never goes stale.
 */
export function getReferenceLines(
  sex: Sex,
  version: string,
  families: readonly ReferenceLineFamily[],
  signal?: AbortSignal,
): Promise<GrowthReferenceLines> {
  return callApi(growthRoutes.referenceLines, { query: { sex, v: version, families: families.join(',') }, signal });
}

/**
 * The families of lines a curve's charts draw: WHO's always (the chart's base, and what CDC 2000 is compared with),
 * China's (its chart, and the comparison a WHO chart offers: 2 KB compressed, so the switch needs no second call),
 * CDC 2000's when a chart of the curve is scored on it (as chartDataOf draws them), and the preterm chart's reference for a preterm baby. The first screen
 * the server renders carries only these in its state: all five families were 92 KB of the growth page's 163 KB.
 */
export function referenceFamiliesOf(curve: GrowthCurve): ReferenceLineFamily[] {
  const families: ReferenceLineFamily[] = ['who', 'china'];
  if (curve.indicators.some((i) => i.reference === 'cdc2000')) families.push('cdc');
  if (curve.preterm) families.push(curve.preterm.indicators[0]?.reference === 'intergrowth21' ? 'intergrowth' : 'fenton');
  return families;
}

export function referenceLinesQueryOptions(sex: Sex, version: string, families: readonly ReferenceLineFamily[]) {
  return queryOptions({
    queryKey: ['growthReferenceLines', sex, version, families.join(',')] as const,
    queryFn: ({ signal }) => getReferenceLines(sex, version, families, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silentError: true },
  });
}

/** The lines `curve`'s charts draw, once the curve is there. */
export function useReferenceLines(curve: GrowthCurve | undefined) {
  return useQuery({
    ...referenceLinesQueryOptions(curve?.sex ?? 'male', curve?.referenceVersion ?? '', curve ? referenceFamiliesOf(curve) : []),
    enabled: Boolean(curve),
  });
}
