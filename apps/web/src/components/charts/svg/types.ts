import type { Extent } from './view.ts';

/** A reference line (a percentile), drawn under the points and never tappable. */
export interface ChartLine {
  id: string;
  points: ReadonlyArray<readonly [number, number]>;
  colour: string;
  width: number;
  dashed?: boolean;
  /** Written at the line's right end (P3, P50 ...). */
  label?: string;
}

export type PointSymbol = 'circle' | 'triangle';

/** The child's measurements: joined points that a tap selects. */
export interface ChartPointSeries {
  id: string;
  name: string;
  points: ReadonlyArray<{ x: number; y: number }>;
  colour: string;
  symbol: PointSymbol;
}

/** An event at an x (a treatment started or stopped): a dashed vertical line with a short label at the top. */
export interface ChartMarker {
  id: string;
  x: number;
  label: string;
}

/**
 * A height drawn a second time at the bone age (issue 33), as the RCPCH charts do: an open point at (boneX, y)
 * joined by a dashed line to the child's point at (x, y).
 */
export interface ChartBoneAge {
  id: string;
  x: number;
  boneX: number;
  y: number;
  label: string;
}

export interface ChartSpec {
  lines: readonly ChartLine[];
  /** Events drawn across the plot, under the points. */
  markers?: readonly ChartMarker[];
  /** Bone ages, over the points. */
  boneAges?: readonly ChartBoneAge[];
  series: readonly ChartPointSeries[];
  /** All the chart can show; pinch and pan stay inside it. */
  extent: Extent;
  /** Where a zoomable chart starts (the child's years on the full-screen eye chart); the extent otherwise. */
  initialView?: Extent;
  /** Tick values for a view (more ticks when zoomed in). */
  xTicks: (view: Extent) => number[];
  yTicks: (view: Extent) => number[];
  xTickLabel: (value: number) => string;
  xName: string;
  yName: string;
  /** Plot margins in px: the axes' labels and the lines' end labels live there. */
  margin: { left: number; right: number; top: number; bottom: number };
  /** Vertical grid lines at the x ticks. */
  xGrid?: boolean;
  /** A legend of the point series, top right. */
  legend?: boolean;
  /** The y axis name: above the axis (growth) or turned along it (eye). */
  yNamePlacement?: 'top' | 'side';
}

export interface Selection {
  seriesId: string;
  index: number;
}
