import type { GrowthIndicatorName } from '@sprout/contracts';
import { GROWTH_INDICATORS } from '@sprout/contracts/light';
import { withQuery } from '../../../lib/navigation.ts';
import type { GrowthScope } from '../api/keys.ts';
import type { ChartMode } from './chart-option.ts';

export const GROWTH_PAGES = {
  patientDetail: '/growth/patient/growthDetail',
  patientHistory: '/growth/patient/recordHistory/RecordHistory',
  addRecord: '/growth/patient/addGrowthRecord/addGrowthRecord',
  doctorDetail: '/growth/doctor/growthDetail',
  doctorHistory: '/growth/doctor/recordHistory/RecordHistory',
  fullScreen: '/growth/common/growthChartFullScreen',
  /** The shareable report of growth and eyes (app/routes/child-view.ts). */
  report: '/child/report',
} as const;

export { withQuery };

export function isIndicator(value: string | null): value is GrowthIndicatorName {
  return value !== null && (GROWTH_INDICATORS as readonly string[]).includes(value);
}

export function fullScreenPath(input: {
  scope: GrowthScope;
  growthId: string;
  indicator: GrowthIndicatorName;
  mode: ChartMode;
  /** The child, whose events and bone ages the full-screen chart draws too. */
  familyMemberId?: string;
}): string {
  return withQuery(GROWTH_PAGES.fullScreen, {
    scope: input.scope,
    growthId: input.growthId,
    indicator: input.indicator,
    mode: input.mode,
    ...(input.familyMemberId ? { familyMemberId: input.familyMemberId } : {}),
  });
}
