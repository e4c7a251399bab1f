/**
 * What the axial-length chart draws, built from the curve call as a pure function, so that it is tested in
 * isolation: the spec the in-house SVG chart (components/charts/svg) draws.
 */
import type { EyeCurve, EyeCurvePoint, EyeSide, EyeTreatmentKey } from '@sprout/contracts';
import type { ChartSpec, PointSymbol } from '../../../components/charts/svg/types.ts';
import { ticksOf } from '../../../components/charts/svg/view.ts';
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

const EYE_SYMBOLS: Record<EyeSide, PointSymbol> = { right: 'circle', left: 'triangle' };
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
  /** The marker's label where the treatment changed to `treatment` ('none': it stopped). */
  treatmentChange: (treatment: EyeTreatmentKey) => string;
}

export interface AgeWindow {
  min: number;
  max: number;
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

/** Whole-millimetre lines on the value axis; on the age axis every year, every two when zoomed far out. */
const yTicks = (view: AgeWindow & { yMin: number; yMax: number }) =>
  ticksOf(view.yMin, view.yMax, view.yMax - view.yMin > 12 ? 2 : Y_STEP_MM);
const xTicks = (view: { xMin: number; xMax: number }) => ticksOf(view.xMin, view.xMax, view.xMax - view.xMin > 12 ? 2 : 1);

export function eyeChartSpec(curve: EyeCurve, labels: ChartLabels, mode: ChartMode): ChartSpec {
  const focus = ageWindow(curve);
  // Full screen draws the whole reference and starts zoomed on the child's window; inline draws the window only.
  const drawn: AgeWindow =
    mode === 'inline' ? focus : { min: Math.min(focus.min, REFERENCE_MIN_AGE), max: Math.max(focus.max, REFERENCE_MAX_AGE) };
  const yFocus = valueRange(curve, focus);
  const yDrawn = valueRange(curve, drawn);
  return {
    lines: curve.centiles.map((line) => {
      const median = line.centile === MEDIAN_CENTILE;
      return {
        id: `P${line.centile}`,
        label: `P${line.centile}`,
        points: clipLine(line.points, drawn),
        colour: median ? MEDIAN_COLOR : LINE_COLOR,
        width: median ? 1.5 : 1,
        dashed: !median,
      };
    }),
    markers: (curve.treatmentChanges ?? []).map((change) => ({
      id: change.recordId,
      x: change.ageYears,
      label: labels.treatmentChange(change.treatment),
    })),
    series: (['right', 'left'] as const).map((side) => ({
      id: side,
      name: labels[side],
      points: curve[side].map((point) => ({ x: point.ageYears, y: point.axialLength })),
      colour: EYE_COLORS[side],
      symbol: EYE_SYMBOLS[side],
    })),
    extent:
      mode === 'inline'
        ? { xMin: focus.min, xMax: focus.max, yMin: yFocus.min, yMax: yFocus.max }
        : { xMin: drawn.min, xMax: drawn.max, yMin: yDrawn.min, yMax: yDrawn.max },
    ...(mode === 'fullScreen' ? { initialView: { xMin: focus.min, xMax: focus.max, yMin: yFocus.min, yMax: yFocus.max } } : {}),
    xTicks,
    yTicks: (view) => yTicks({ min: view.xMin, max: view.xMax, yMin: view.yMin, yMax: view.yMax }),
    xTickLabel: String,
    xName: labels.xAxis,
    yName: labels.yAxis,
    margin: { left: 52, right: 44, top: 36, bottom: mode === 'inline' ? 44 : 52 },
    legend: true,
    yNamePlacement: 'side',
  };
}
