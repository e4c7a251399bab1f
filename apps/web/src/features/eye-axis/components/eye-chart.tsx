import { useMemo, useState } from 'react';
import type { EyeCurve, EyeCurvePoint, EyeSide } from '@sprout/contracts';
import { FRAME_GUESS } from '../../../components/charts/svg/frame-guess.ts';
import { LineChart } from '../../../components/charts/svg/line-chart.tsx';
import type { ChartMarker, Selection } from '../../../components/charts/svg/types.ts';
import { eyeChartSpec, type ChartLabels, type ChartMode } from '../utils/chart-option.ts';

export interface EyeChartProps {
  curve: EyeCurve;
  labels: ChartLabels;
  mode: ChartMode;
  ariaLabel: string;
  className?: string;
  /** Events at the child's age in years (issue 33), beside the treatment changes the exams record. */
  markers?: readonly ChartMarker[];
  onSelect: (side: EyeSide, point: EyeCurvePoint) => void;
}

const NO_MARKERS: readonly ChartMarker[] = [];

/** The axial-length chart of both eyes against the age norms: an SVG drawn with the page. */
export default function EyeChart({ curve, labels, mode, ariaLabel, className, markers = NO_MARKERS, onSelect }: EyeChartProps) {
  const spec = useMemo(() => {
    const drawn = eyeChartSpec(curve, labels, mode);
    return markers.length > 0 ? { ...drawn, markers: [...(drawn.markers ?? []), ...markers] } : drawn;
  }, [curve, labels, mode, markers]);
  const [selected, setSelected] = useState<Selection | null>(null);
  const select = (selection: Selection) => {
    const side = selection.seriesId as EyeSide;
    const point = curve[side][selection.index];
    if (!point) return;
    setSelected(selection);
    onSelect(side, point);
  };
  // The latest value of each eye is also stated on the element (the end-to-end journeys read it; the page
  // states it in text beside the chart).
  const last = (side: EyeSide) => curve[side].at(-1)?.axialLength ?? '';
  return (
    <div className={className} data-testid="eye-chart-frame" data-last-right={last('right')} data-last-left={last('left')} data-mode={mode}>
      <LineChart
        spec={spec}
        zoom={mode === 'fullScreen'}
        selected={selected}
        onSelect={select}
        ariaLabel={ariaLabel}
        style={{ width: '100%', height: '100%' }}
        testId="eye-chart"
        initialSize={mode === 'fullScreen' ? FRAME_GUESS.eyeFullScreen : FRAME_GUESS.eyeDetail}
      />
    </div>
  );
}
