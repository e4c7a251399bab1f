/**
 * The ECharts option of the axial-length chart, built from the curve call without touching ECharts, so
 * that it is tested in isolation and the chart chunk stays the only one that imports the library.
 */
import type { EyeCurve, EyeCurvePoint, EyeSide } from '@sprout/contracts';
import { EYE_COLORS } from './colors.ts';

/** Years of age shown on either side of the child's exams, and the narrowest window worth drawing. */
const AGE_MARGIN_YEARS = 1;
const MIN_WINDOW_YEARS = 4;
/** Reference ages (He et al. 2023). */
const REFERENCE_MIN_AGE = 4;
const REFERENCE_MAX_AGE = 18;
/** The y axis snaps to whole millimetres (its label step) with this much room around the data. */
const Y_STEP_MM = 1;
const Y_MARGIN_MM = 0.2;

const EYE_SYMBOLS: Record<EyeSide, string> = { right: 'circle', left: 'triangle' };
const LINE_COLOR = '#8a958f';
const MEDIAN_COLOR = '#4a5650';
const MEDIAN_CENTILE = 50;

export interface ChartLabels {
  right: string;
  left: string;
  xAxis: string;
  yAxis: string;
  /** The text of a tapped point (also the tooltip). */
  describe: (side: EyeSide, point: EyeCurvePoint) => string;
}

export interface AgeWindow {
  min: number;
  max: number;
}

export interface PointData {
  value: [number, number];
  side: EyeSide;
  point: EyeCurvePoint;
}

/** The ages to show: around the child's exams, at least MIN_WINDOW_YEARS wide; the reference range without exams. */
export function ageWindow(curve: Pick<EyeCurve, 'right' | 'left'>): AgeWindow {
  const ages = [...curve.right, ...curve.left].map((p) => p.ageYears);
  if (ages.length === 0) return { min: REFERENCE_MIN_AGE, max: REFERENCE_MAX_AGE };
  const min = Math.max(0, Math.floor(Math.min(...ages)) - AGE_MARGIN_YEARS);
  const max = Math.max(Math.ceil(Math.max(...ages)) + AGE_MARGIN_YEARS, min + MIN_WINDOW_YEARS);
  return { min, max };
}

/** A percentile line's value at an age, linear between its points and flat beyond its ends. */
export function lineValueAt(points: readonly { ageYears: number; value: number }[], age: number): number | null {
  if (points.length === 0) return null;
  if (age <= points[0]!.ageYears) return points[0]!.value;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (age <= b.ageYears) return a.value + ((b.value - a.value) * (age - a.ageYears)) / (b.ageYears - a.ageYears);
  }
  return points[points.length - 1]!.value;
}

/** The line's points inside the window, with its values at the window's edges, so it stops at the frame. */
function clipLine(points: readonly { ageYears: number; value: number }[], window: AgeWindow): [number, number][] {
  const from = Math.max(window.min, points[0]?.ageYears ?? window.min);
  const to = Math.min(window.max, points[points.length - 1]?.ageYears ?? window.max);
  if (from > to) return [];
  const inner = points.filter((p) => p.ageYears > from && p.ageYears < to).map((p) => [p.ageYears, p.value] as [number, number]);
  return [[from, lineValueAt(points, from)!], ...inner, [to, lineValueAt(points, to)!]];
}

export function valueRange(curve: EyeCurve, window: AgeWindow): { min: number; max: number } {
  const values = [...curve.right, ...curve.left].map((p) => p.axialLength);
  for (const line of curve.centiles) {
    for (const [, value] of clipLine(line.points, window)) values.push(value);
  }
  if (values.length === 0) return { min: 20, max: 27 };
  return {
    min: Math.floor((Math.min(...values) - Y_MARGIN_MM) / Y_STEP_MM) * Y_STEP_MM,
    max: Math.ceil((Math.max(...values) + Y_MARGIN_MM) / Y_STEP_MM) * Y_STEP_MM,
  };
}

export type ChartMode = 'inline' | 'fullScreen';

export function buildEyeChartOption(curve: EyeCurve, labels: ChartLabels, mode: ChartMode): Record<string, unknown> {
  const focus = ageWindow(curve);
  // Full screen draws the whole reference and zooms to the child's window; inline draws the window only.
  const drawn: AgeWindow = mode === 'inline' ? focus : { min: Math.min(focus.min, REFERENCE_MIN_AGE), max: Math.max(focus.max, REFERENCE_MAX_AGE) };
  const yFocus = valueRange(curve, focus);
  const yDrawn = valueRange(curve, drawn);

  const centileSeries = curve.centiles.map((line) => ({
    type: 'line',
    name: `P${line.centile}`,
    data: clipLine(line.points, drawn),
    showSymbol: false,
    silent: true,
    z: 1,
    lineStyle: { width: line.centile === MEDIAN_CENTILE ? 1.5 : 1, color: line.centile === MEDIAN_CENTILE ? MEDIAN_COLOR : LINE_COLOR, type: line.centile === MEDIAN_CENTILE ? 'solid' : 'dashed' },
    endLabel: { show: true, formatter: `P${line.centile}`, color: MEDIAN_COLOR, fontSize: 10 },
    emphasis: { disabled: true },
    animation: false,
  }));
  const eyeSeries = (['right', 'left'] as const).map((side) => ({
    type: 'line',
    name: labels[side],
    data: curve[side].map((point): PointData => ({ value: [point.ageYears, point.axialLength], side, point })),
    symbol: EYE_SYMBOLS[side],
    symbolSize: 10,
    z: 3,
    color: EYE_COLORS[side],
    lineStyle: { width: 2.5 },
    emphasis: { scale: 1.6 },
  }));

  return {
    animationDuration: 300,
    grid: { left: 52, right: 44, top: 36, bottom: mode === 'inline' ? 44 : 52 },
    legend: { data: [labels.right, labels.left], top: 2, right: 8, itemWidth: 18, textStyle: { fontSize: 13 } },
    tooltip: {
      trigger: 'item',
      triggerOn: 'click',
      confine: true,
      formatter: (params: { data?: PointData }) => (params.data?.point ? escapeHtml(labels.describe(params.data.side, params.data.point)) : ''),
    },
    xAxis: {
      type: 'value',
      name: labels.xAxis,
      nameLocation: 'middle',
      nameGap: 28,
      min: drawn.min,
      max: drawn.max,
      interval: 1,
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      name: labels.yAxis,
      nameLocation: 'middle',
      nameGap: 34,
      min: mode === 'inline' ? yFocus.min : yDrawn.min,
      max: mode === 'inline' ? yFocus.max : yDrawn.max,
      splitLine: { lineStyle: { color: '#e3e8e5' } },
    },
    dataZoom:
      mode === 'fullScreen'
        ? [
            { type: 'inside', xAxisIndex: 0, filterMode: 'none', startValue: focus.min, endValue: focus.max },
            { type: 'inside', yAxisIndex: 0, filterMode: 'none', startValue: yFocus.min, endValue: yFocus.max },
          ]
        : [],
    series: [...centileSeries, ...eyeSeries],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
