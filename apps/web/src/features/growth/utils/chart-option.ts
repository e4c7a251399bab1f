/**
 * The ECharts option of a growth chart, as a pure function of the curve (no chart library imported here:
 * only its types), so the chart's content is tested without a canvas.
 */
import type { GrowthCurve, GrowthIndicatorName, GrowthReferenceLines } from '@sprout/contracts';
import type { ChartOption } from '../../../components/charts/echarts.ts';

export type ChartMode = 'who' | 'fenton';

export interface ChartPoint {
  recordId: string;
  recordDate: string;
  /** Months of (corrected) age on the WHO chart, weeks of postmenstrual age on the Fenton chart. */
  x: number;
  value: number;
  zScore: number | null;
  centile: number | null;
}

export interface ChartData {
  mode: ChartMode;
  unit: string;
  lines: Array<{ centile: number; points: Array<[number, number]> }>;
  points: ChartPoint[];
  xMin: number;
  xMax: number;
  /** Fixed so the chart does not waste height and a point's pixel follows from its value. */
  yMin: number;
  yMax: number;
}

/** Chart margins in px (also used by tests to find a point's pixel). */
export const CHART_GRID = { left: 44, right: 36, top: 30, bottom: 40, bottomWithZoom: 64 } as const;
/** About this many horizontal grid lines. */
const Y_TICKS = 6;

/** A round step (1, 2 or 5 × 10^n) giving about Y_TICKS intervals, and the extent snapped to it. */
export function niceExtent(min: number, max: number): { min: number; max: number } {
  if (!(max > min)) return { min: Math.floor(min) - 1, max: Math.ceil(max) + 1 };
  const raw = (max - min) / Y_TICKS;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw)!;
  return { min: Math.max(0, Math.floor(min / step) * step), max: Math.ceil(max / step) * step };
}

function withExtent(data: Omit<ChartData, 'yMin' | 'yMax'>): ChartData {
  const values = [...data.lines.flatMap((l) => l.points.filter(([x]) => x >= data.xMin && x <= data.xMax).map(([, v]) => v)), ...data.points.map((p) => p.value)];
  const { min, max } = values.length > 0 ? niceExtent(Math.min(...values), Math.max(...values)) : { min: 0, max: 1 };
  return { ...data, yMin: min, yMax: max };
}

/** Percentile line colours: the median strongest, the outer lines (P3, P97) the warning red of the palette. */
const LINE_COLOURS: Record<string, string> = { outer: '#b3261e', inner: '#9a6a00', median: '#0b6b3a' };
const CHILD_COLOUR = '#0a5c8f';
/** Point size in px: big enough to hit with a finger once the symbol's own hit area is added. */
const POINT_SIZE = 11;
const SELECTED_SIZE = 20;
const MONTHS_PER_YEAR = 12;
/** Up to two years the axis counts months; after, years. */
const MONTH_AXIS_UNTIL = 24;

function lineStyleOf(centile: number): { colour: string; width: number; dashed: boolean } {
  if (centile === 50) return { colour: LINE_COLOURS.median!, width: 2, dashed: false };
  if (centile <= 3 || centile >= 97) return { colour: LINE_COLOURS.outer!, width: 1.2, dashed: true };
  return { colour: LINE_COLOURS.inner!, width: 1, dashed: true };
}

/** Columns of a reference line (x once, values per centile) → the points of each line between `from` and `to`. */
function linesBetween(xs: readonly number[], centiles: ReadonlyArray<{ centile: number; values: ReadonlyArray<number | null> }>, from: number, to: number) {
  return centiles.map((c) => {
    const points: Array<[number, number]> = [];
    xs.forEach((x, i) => {
      const value = c.values[i];
      if (x >= from && x <= to && value !== null && value !== undefined) points.push([x, value]);
    });
    return { centile: c.centile, points };
  });
}

/**
 * The lines and points of one indicator, on the WHO chart or (for a preterm baby) the Fenton chart: the child's
 * points from the curve, the centile lines from the static reference lines of the child's sex.
 */
export function chartDataOf(curve: GrowthCurve, lines: GrowthReferenceLines, indicator: GrowthIndicatorName, mode: ChartMode): ChartData | null {
  if (mode === 'fenton') {
    const section = curve.preterm?.indicators.find((i) => i.indicator === indicator);
    const reference = lines.fenton.find((i) => i.indicator === indicator);
    if (!section || !reference || !curve.preterm) return null;
    // Whole weeks on the axis: the lines start at the week the chart starts in.
    const fromWeeks = Math.floor(curve.preterm.fromWeeks);
    const toWeeks = Math.ceil(curve.preterm.toWeeks);
    const drawn = linesBetween(reference.postmenstrualAgeWeeks, reference.centiles, fromWeeks, toWeeks);
    const xs = drawn.flatMap((c) => c.points.map(([x]) => x));
    return withExtent({
      mode,
      unit: section.unit,
      lines: drawn,
      points: section.measurements.map((m) => ({ recordId: m.recordId, recordDate: m.recordDate, x: m.postmenstrualAgeWeeks, value: m.value, zScore: m.zScore, centile: m.centile })),
      xMin: Math.floor(xs.length > 0 ? Math.min(...xs) : fromWeeks),
      xMax: Math.ceil(xs.length > 0 ? Math.max(...xs) : toWeeks),
    });
  }
  const section = curve.indicators.find((i) => i.indicator === indicator);
  const reference = lines.who.find((i) => i.indicator === indicator);
  if (!section || !reference) return null;
  const points = section.measurements.map((m) => ({ recordId: m.recordId, recordDate: m.recordDate, x: m.ageMonths, value: m.value, zScore: m.zScore, centile: m.centile }));
  return withExtent({
    mode,
    unit: section.unit,
    lines: linesBetween(reference.ageMonths, reference.centiles, section.fromMonths, section.toMonths),
    points,
    xMin: section.fromMonths,
    xMax: Math.max(section.toMonths, ...points.map((p) => Math.ceil(p.x))),
  });
}

export interface ChartTexts {
  xAxisName: string;
  yAxisName: string;
  childName: string;
  /** Tick label of an x value: months, years or weeks in the user's language. */
  tick: (value: number) => string;
}

/** Tick spacing of the age axis: readable at 390 px wide, more ticks when zoomed in full screen. */
export function xInterval(data: Pick<ChartData, 'mode' | 'xMin' | 'xMax'>): number {
  const span = data.xMax - data.xMin;
  if (data.mode === 'fenton') return span > 20 ? 4 : 2;
  if (span <= MONTH_AXIS_UNTIL / 2) return 1;
  if (span <= MONTH_AXIS_UNTIL) return 3;
  return span > 10 * MONTHS_PER_YEAR ? 2 * MONTHS_PER_YEAR : MONTHS_PER_YEAR;
}

export function usesYears(data: Pick<ChartData, 'mode' | 'xMin' | 'xMax'>): boolean {
  return data.mode === 'who' && data.xMax - data.xMin > MONTH_AXIS_UNTIL;
}

export function buildGrowthChartOption(data: ChartData, texts: ChartTexts, options: { selectedIndex?: number | null; zoom?: boolean } = {}): ChartOption {
  const { selectedIndex = null, zoom = false } = options;
  const lineSeries = data.lines.map((line) => {
    const style = lineStyleOf(line.centile);
    return {
      type: 'line',
      name: `P${line.centile}`,
      data: line.points,
      showSymbol: false,
      smooth: true,
      silent: true,
      z: 1,
      lineStyle: { color: style.colour, width: style.width, type: style.dashed ? 'dashed' : 'solid' },
      itemStyle: { color: style.colour },
      endLabel: { show: true, formatter: `P${line.centile}`, color: style.colour, fontSize: 11, distance: 3 },
      tooltip: { show: false },
      emphasis: { disabled: true },
    };
  });
  const childSeries = {
    type: 'line',
    name: texts.childName,
    id: 'child',
    data: data.points.map((p) => [p.x, p.value]),
    symbol: 'circle',
    symbolSize: POINT_SIZE,
    showSymbol: true,
    showAllSymbol: true,
    z: 10,
    lineStyle: { color: CHILD_COLOUR, width: 2 },
    itemStyle: { color: CHILD_COLOUR, borderColor: '#ffffff', borderWidth: 2 },
    emphasis: { scale: 1.4 },
  };
  const selected = selectedIndex !== null ? data.points[selectedIndex] : undefined;
  const selectedSeries = selected
    ? [
        {
          type: 'scatter',
          id: 'selected',
          data: [[selected.x, selected.value]],
          symbolSize: SELECTED_SIZE,
          silent: true,
          z: 11,
          itemStyle: { color: 'rgba(10, 92, 143, 0.15)', borderColor: CHILD_COLOUR, borderWidth: 2 },
        },
      ]
    : [];
  return {
    // No animation: a cheap phone draws the final chart at once, and a tap never lands on a moving point.
    animation: false,
    grid: { left: CHART_GRID.left, right: CHART_GRID.right, top: CHART_GRID.top, bottom: zoom ? CHART_GRID.bottomWithZoom : CHART_GRID.bottom, containLabel: false },
    xAxis: {
      type: 'value',
      min: data.xMin,
      max: data.xMax,
      interval: xInterval(data),
      name: texts.xAxisName,
      nameLocation: 'middle',
      nameGap: 24,
      nameTextStyle: { color: '#3f4a44', fontSize: 12 },
      axisLabel: { formatter: texts.tick, color: '#3f4a44', fontSize: 11, hideOverlap: true },
      splitLine: { lineStyle: { color: '#e3e8e5' } },
    },
    yAxis: {
      type: 'value',
      min: data.yMin,
      max: data.yMax,
      name: texts.yAxisName,
      nameTextStyle: { color: '#3f4a44', fontSize: 12, align: 'left' },
      axisLabel: { color: '#3f4a44', fontSize: 11 },
      splitLine: { lineStyle: { color: '#e3e8e5' } },
    },
    tooltip: { show: false },
    ...(zoom
      ? {
          dataZoom: [
            { type: 'inside', xAxisIndex: 0, filterMode: 'none', zoomOnMouseWheel: true, moveOnMouseMove: true },
            { type: 'inside', yAxisIndex: 0, filterMode: 'none', zoomOnMouseWheel: 'shift', moveOnMouseMove: true },
            { type: 'slider', xAxisIndex: 0, filterMode: 'none', height: 18, bottom: 8, labelFormatter: (value: number) => texts.tick(Math.round(value)) },
          ],
        }
      : {}),
    series: [...lineSeries, childSeries, ...selectedSeries],
  };
}
