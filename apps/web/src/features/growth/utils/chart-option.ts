/**
 * What a growth chart draws, as a pure function of the curve, so the chart's content is tested without a
 * browser: the data of one indicator, and the spec the in-house SVG chart (components/charts/svg) draws.
 */
import type { GrowthCurve, GrowthIndicatorName, GrowthReferenceLines, GrowthScoreReference } from '@sprout/contracts';
import type { ChartSpec } from '../../../components/charts/svg/types.ts';
import { niceStep, ticksOf } from '../../../components/charts/svg/view.ts';
import { chronologicalJoins } from './chronological-joins.ts';
import { otherAgeOf } from './other-age.ts';

export type ChartMode = 'who' | 'fenton';

export interface ChartPoint {
  recordId: string;
  recordDate: string;
  /** Months of (corrected) age on the WHO chart, weeks of postmenstrual age on the Fenton chart. */
  x: number;
  value: number;
  zScore: number | null;
  centile: number | null;
  /** The reference the score comes from (the one rule of the server: Fenton before term, else WHO). */
  reference: GrowthScoreReference | null;
  /**
   * Chronological age in months where it differs from x (a preterm baby while correction applies): the chart draws
   * a mark there joined to the point, the RCPCH way of showing both ages (issue 17, part 2); see otherAgeOf.
   */
  chronologicalX?: number;
}

/** A centile line; `compare` marks the other reference's P3/P50/P97 drawn for comparison (grey, unlabelled). */
interface CentileLine {
  centile: number;
  points: Array<[number, number]>;
  compare?: boolean;
}

export interface ChartData {
  mode: ChartMode;
  unit: string;
  lines: CentileLine[];
  points: ChartPoint[];
  xMin: number;
  xMax: number;
  /** Fixed so the chart does not waste height and a point's pixel follows from its value. */
  yMin: number;
  yMax: number;
}

/** Chart margins in px (also used by tests to find a point's pixel). */
export const CHART_GRID = { left: 44, right: 36, top: 30, bottom: 40 } as const;
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
  const values = [
    ...data.lines.flatMap((l) => l.points.filter(([x]) => x >= data.xMin && x <= data.xMax).map(([, v]) => v)),
    ...data.points.map((p) => p.value),
  ];
  const { min, max } = values.length > 0 ? niceExtent(Math.min(...values), Math.max(...values)) : { min: 0, max: 1 };
  return { ...data, yMin: min, yMax: max };
}

/** Percentile line colours: the median strongest, the outer lines (P3, P97) the warning red of the palette. */
const LINE_COLOURS: Record<string, string> = { outer: '#b3261e', inner: '#9a6a00', median: '#0b6b3a' };
const CHILD_COLOUR = '#0a5c8f';
/** The other reference's lines when comparing: a neutral grey, under the chosen set's colours. */
const COMPARE_COLOUR = '#6b6b6b';
const MONTHS_PER_YEAR = 12;
/** Up to two years the axis counts months; after, years. */
const MONTH_AXIS_UNTIL = 24;

function lineStyleOf(centile: number): { colour: string; width: number; dashed: boolean } {
  if (centile === 50) return { colour: LINE_COLOURS.median!, width: 2, dashed: false };
  if (centile <= 3 || centile >= 97) return { colour: LINE_COLOURS.outer!, width: 1.2, dashed: true };
  return { colour: LINE_COLOURS.inner!, width: 1, dashed: true };
}

/** Columns of a reference line (x once, values per centile) → the points of each line between `from` and `to`. */
function linesBetween(
  xs: readonly number[],
  centiles: ReadonlyArray<{ centile: number; values: ReadonlyArray<number | null> }>,
  from: number,
  to: number,
) {
  return centiles.map((c) => {
    const points: Array<[number, number]> = [];
    xs.forEach((x, i) => {
      const value = c.values[i];
      if (x >= from && x <= to && value !== null && value !== undefined) points.push([x, value]);
    });
    return { centile: c.centile, points };
  });
}

/** The centiles drawn for the other reference when comparing (issue 17): the outer lines and the median. */
const COMPARE_CENTILES = [3, 50, 97];

/**
 * The lines of one reference set for an indicator between two ages: WHO's, or with China the WS/T 423 lines to
 * the last age its table covers and WHO's after it (joined, so the step between the references shows).
 */
function referenceLines(
  lines: GrowthReferenceLines,
  indicator: GrowthIndicatorName,
  set: 'who' | 'china',
  from: number,
  to: number,
): CentileLine[] {
  const who = lines.who.find((i) => i.indicator === indicator);
  const china = set === 'china' ? lines.china.find((i) => i.indicator === indicator) : undefined;
  const whoLines = who ? linesBetween(who.ageMonths, who.centiles, from, to) : [];
  if (!china) return whoLines;
  const chinaTo = china.ageMonths[china.ageMonths.length - 1] ?? 0;
  const chinaLines = linesBetween(china.ageMonths, china.centiles, from, Math.min(to, chinaTo));
  return chinaLines.map((line) => ({
    centile: line.centile,
    points: [...line.points, ...(whoLines.find((w) => w.centile === line.centile)?.points.filter(([x]) => x > chinaTo) ?? [])],
  }));
}

/**
 * The lines and points of one indicator, on the WHO chart or (for a preterm baby) the Fenton chart: the child's
 * points from the curve, the centile lines from the static reference lines of the child's sex, of the reference
 * set the curve was scored on (curve.growthReference). `compare` adds the other set's P3/P50/P97.
 */
export function chartDataOf(
  curve: GrowthCurve,
  lines: GrowthReferenceLines,
  indicator: GrowthIndicatorName,
  mode: ChartMode,
  compare = false,
): ChartData | null {
  if (mode === 'fenton') {
    const section = curve.preterm?.indicators.find((i) => i.indicator === indicator);
    // The preterm chart's lines are those of the child's preterm reference (Fenton 2013 or INTERGROWTH-21st).
    const reference = (curve.preterm?.indicators[0]?.reference === 'intergrowth21' ? lines.intergrowth : lines.fenton).find(
      (i) => i.indicator === indicator,
    );
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
      points: section.measurements.map((m) => ({
        recordId: m.recordId,
        recordDate: m.recordDate,
        x: m.postmenstrualAgeWeeks,
        value: m.value,
        zScore: m.zScore,
        centile: m.centile,
        reference: m.reference,
      })),
      xMin: Math.floor(xs.length > 0 ? Math.min(...xs) : fromWeeks),
      xMax: Math.ceil(xs.length > 0 ? Math.max(...xs) : toWeeks),
    });
  }
  const section = curve.indicators.find((i) => i.indicator === indicator);
  if (!section || !lines.who.some((i) => i.indicator === indicator)) return null;
  const points = section.measurements.map((m) => ({
    recordId: m.recordId,
    recordDate: m.recordDate,
    x: m.ageMonths,
    value: m.value,
    zScore: m.zScore,
    centile: m.centile,
    reference: m.reference,
    ...otherAgeOf(m),
  }));
  const set = section.chinaToMonths === null ? 'who' : 'china';
  // CDC 2000 (a doctor's choice): its own lines only, over its ages; comparing overlays WHO's.
  const cdc = section.reference === 'cdc2000' ? lines.cdc.find((i) => i.indicator === indicator) : undefined;
  const drawn = cdc
    ? linesBetween(cdc.ageMonths, cdc.centiles, section.fromMonths, section.toMonths)
    : referenceLines(lines, indicator, set, section.fromMonths, section.toMonths);
  const other = cdc
    ? compare
      ? referenceLines(lines, indicator, 'who', section.fromMonths, section.toMonths)
      : []
    : compare && lines.china.some((i) => i.indicator === indicator)
      ? referenceLines(lines, indicator, set === 'who' ? 'china' : 'who', section.fromMonths, section.toMonths)
      : [];
  return withExtent({
    mode,
    unit: section.unit,
    lines: [...drawn, ...other.filter((l) => COMPARE_CENTILES.includes(l.centile)).map((l) => ({ ...l, compare: true }))],
    points,
    xMin: section.fromMonths,
    xMax: Math.max(section.toMonths, ...points.map((p) => Math.ceil(Math.max(p.x, p.chronologicalX ?? 0)))),
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

/** The chart of one indicator: percentile lines labelled at their end, the child's joined points. */
export function growthChartSpec(data: ChartData, texts: ChartTexts): ChartSpec {
  return {
    lines: [
      ...data.lines.map((line) => {
        if (line.compare)
          return {
            id: `compare-P${line.centile}`,
            points: line.points,
            colour: COMPARE_COLOUR,
            width: line.centile === 50 ? 1.5 : 1,
            dashed: line.centile !== 50,
          };
        const style = lineStyleOf(line.centile);
        return {
          id: `P${line.centile}`,
          label: `P${line.centile}`,
          points: line.points,
          colour: style.colour,
          width: style.width,
          dashed: style.dashed,
        };
      }),
      ...chronologicalJoins(data),
    ],
    series: [
      {
        id: 'child',
        name: texts.childName,
        points: data.points.map((p) => ({ x: p.x, y: p.value })),
        colour: CHILD_COLOUR,
        symbol: 'circle',
      },
    ],
    extent: { xMin: data.xMin, xMax: data.xMax, yMin: data.yMin, yMax: data.yMax },
    xTicks: (view) => ticksOf(view.xMin, view.xMax, xInterval({ mode: data.mode, xMin: view.xMin, xMax: view.xMax })),
    yTicks: (view) => ticksOf(view.yMin, view.yMax, niceStep(view.yMax - view.yMin, Y_TICKS)),
    xTickLabel: texts.tick,
    xName: texts.xAxisName,
    yName: texts.yAxisName,
    margin: CHART_GRID,
    xGrid: true,
    yNamePlacement: 'top',
  };
}
