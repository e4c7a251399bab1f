import type { GrowthCurve, GrowthIndicatorName, GrowthReferenceLines } from '@sprout/contracts';
import { useBoneAgePoints } from '../../../components/bone-age/use-bone-age-points.ts';
import { useEventMarkers } from '../../../components/chart-events/use-event-markers.ts';
import type { ChartMode } from '../utils/chart-option.ts';
import GrowthChart from './growth-chart.tsx';

export interface FullScreenChartProps {
  curve: GrowthCurve;
  lines: GrowthReferenceLines;
  indicator: GrowthIndicatorName;
  mode: ChartMode;
  /** The child, when the address names them: their events and bone ages (issue 33) are drawn on the chart. */
  memberId: string | undefined;
  className?: string;
}

/** The full-screen page's chart, zoomable, with the child's events and bone ages: a chunk fetched after the page is live. */
export function FullScreenChart({ curve, lines, indicator, mode, memberId, className }: FullScreenChartProps) {
  const markers = useEventMarkers(memberId, curve.birthDate, 'months');
  const boneAges = useBoneAgePoints(memberId);
  return (
    <GrowthChart
      curve={curve}
      lines={lines}
      indicator={indicator}
      mode={mode}
      zoom
      className={className}
      markers={markers}
      boneAges={boneAges}
    />
  );
}
