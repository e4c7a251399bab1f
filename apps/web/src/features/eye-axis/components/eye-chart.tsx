// The only module of this feature that imports the chart library; it is loaded lazily (chart-panel.tsx).
import { useMemo } from 'react';
import type { EyeCurve, EyeCurvePoint, EyeSide } from '@sprout/contracts';
import { EChart } from '../../../components/charts/echart.tsx';
import type { ChartClickEvent, ChartOption } from '../../../components/charts/echarts.ts';
import { buildEyeChartOption, type ChartLabels, type ChartMode, type PointData } from '../utils/chart-option.ts';

export interface EyeChartProps {
  curve: EyeCurve;
  labels: ChartLabels;
  mode: ChartMode;
  ariaLabel: string;
  className?: string;
  onSelect: (side: EyeSide, point: EyeCurvePoint) => void;
}

export default function EyeChart({ curve, labels, mode, ariaLabel, className, onSelect }: EyeChartProps) {
  const option = useMemo(() => buildEyeChartOption(curve, labels, mode) as ChartOption, [curve, labels, mode]);
  const onItemClick = (event: ChartClickEvent) => {
    const data = event.data as PointData | undefined;
    if (data?.point) onSelect(data.side, data.point);
  };
  // The canvas is opaque to tests and assistive technology alike: the latest value of each eye is also
  // stated on the element (the end-to-end journeys read it; the page states it in text beside the chart).
  const last = (side: EyeSide) => curve[side].at(-1)?.axialLength ?? '';
  return (
    <div className={className} data-testid="eye-chart-frame" data-last-right={last('right')} data-last-left={last('left')} data-mode={mode}>
      <EChart option={option} onItemClick={onItemClick} ariaLabel={ariaLabel} style={{ width: '100%', height: '100%' }} testId="eye-chart" />
    </div>
  );
}
