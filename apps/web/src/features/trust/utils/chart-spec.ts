import type { ChartSpec } from '../../../components/charts/svg/types.ts';

export interface SharedLine {
  centile: number;
  points: ReadonlyArray<readonly [number, number]>;
}
export interface SharedSeries {
  id: string;
  name: string;
  colour: string;
  points: ReadonlyArray<{ x: number; y: number }>;
}

const LINE_COLOURS: Record<number, string> = { 3: '#b3261e', 15: '#8a4b08', 50: '#0b6b3a', 85: '#8a4b08', 97: '#b3261e' };
const SYMBOLS = ['circle', 'triangle'] as const;

function ticks(min: number, max: number, count: number): number[] {
  const raw = (max - min) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw || 1));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max + 1e-9; value += step) out.push(Math.round(value * 1000) / 1000);
  return out;
}

/** A read-only chart of a shared record: centile lines and the child's joined points, framed around both. */
export function sharedChartSpec(input: {
  lines: readonly SharedLine[];
  series: readonly SharedSeries[];
  xName: string;
  yName: string;
  legend?: boolean;
}): ChartSpec {
  const xs = [...input.lines.flatMap((l) => l.points.map((p) => p[0])), ...input.series.flatMap((s) => s.points.map((p) => p.x))];
  const ys = [...input.lines.flatMap((l) => l.points.map((p) => p[1])), ...input.series.flatMap((s) => s.points.map((p) => p.y))];
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs, xMin + 1);
  const pad = (Math.max(...ys) - Math.min(...ys)) * 0.05 || 1;
  const extent = { xMin, xMax, yMin: Math.min(...ys) - pad, yMax: Math.max(...ys) + pad };
  return {
    lines: input.lines.map((line) => ({
      id: `p${line.centile}`,
      points: line.points,
      colour: LINE_COLOURS[line.centile] ?? '#6b7770',
      width: line.centile === 50 ? 1.6 : 1,
      dashed: line.centile !== 50,
      label: `P${line.centile}`,
    })),
    series: input.series.map((s, i) => ({ ...s, symbol: SYMBOLS[i % SYMBOLS.length]! })),
    extent,
    xTicks: (view) => ticks(view.xMin, view.xMax, 5),
    yTicks: (view) => ticks(view.yMin, view.yMax, 5),
    xTickLabel: (value) => String(value),
    xName: input.xName,
    yName: input.yName,
    margin: { left: 40, right: 34, top: 24, bottom: 34 },
    xGrid: true,
    legend: input.legend ?? false,
    yNamePlacement: 'top',
  };
}
