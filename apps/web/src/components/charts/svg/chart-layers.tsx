import { memo } from 'react';
import type { ChartBoneAge, ChartLine, ChartMarker, ChartPointSeries, ChartSpec, PointSymbol } from './types.ts';
import { spreadLabels, type Box, type Extent, type Scales } from './view.ts';

/* The line chart's layers, drawn in this order: the axes and grid, the reference lines with their labels, the
   child's points, the legend. The axes and reference lines are memoised: a tap re-renders only the points. */
const AXIS_COLOUR = '#3f4a44';
const GRID_COLOUR = '#e3e8e5';
const FONT = 11;
const LABEL_GAP = 11;

export const Axes = memo(function Axes({ spec, view, box, scales }: { spec: ChartSpec; view: Extent; box: Box; scales: Scales }) {
  const xTicks = spec.xTicks(view);
  const yTicks = spec.yTicks(view);
  const bottom = box.top + box.height;
  return (
    <g fontSize={FONT} fill={AXIS_COLOUR}>
      {yTicks.map((v) => (
        <g key={`y${v}`}>
          <line x1={box.left} x2={box.left + box.width} y1={scales.y(v)} y2={scales.y(v)} stroke={GRID_COLOUR} />
          <text x={box.left - 6} y={scales.y(v)} textAnchor="end" dominantBaseline="middle">
            {v}
          </text>
        </g>
      ))}
      {xTicks.map((v) => (
        <g key={`x${v}`}>
          {spec.xGrid ? <line x1={scales.x(v)} x2={scales.x(v)} y1={box.top} y2={bottom} stroke={GRID_COLOUR} /> : null}
          <text x={scales.x(v)} y={bottom + 14} textAnchor="middle">
            {spec.xTickLabel(v)}
          </text>
        </g>
      ))}
      <line x1={box.left} x2={box.left + box.width} y1={bottom} y2={bottom} stroke={AXIS_COLOUR} />
      <text x={box.left + box.width / 2} y={bottom + 30} textAnchor="middle" fontSize={12}>
        {spec.xName}
      </text>
      {spec.yNamePlacement === 'side' ? (
        <text transform={`translate(14 ${box.top + box.height / 2}) rotate(-90)`} textAnchor="middle" fontSize={12}>
          {spec.yName}
        </text>
      ) : (
        <text x={box.left - 6} y={box.top - 12} fontSize={12}>
          {spec.yName}
        </text>
      )}
    </g>
  );
});

function pathOf(points: ReadonlyArray<readonly [number, number]>, scales: Scales): string {
  let d = '';
  for (const [x, y] of points) d += `${d ? 'L' : 'M'}${scales.x(x).toFixed(1)},${scales.y(y).toFixed(1)}`;
  return d;
}

export const Lines = memo(function Lines({
  lines,
  scales,
  box,
  view,
  clipId,
}: {
  lines: readonly ChartLine[];
  scales: Scales;
  box: Box;
  view: Extent;
  clipId: string;
}) {
  // Each label at the line's value where it leaves the view, spread so that close lines stay readable.
  const ends = lines.map((line) => {
    const inside = line.points.filter(([x]) => x <= view.xMax);
    const last = inside.at(-1);
    return last ? scales.y(last[1]) : null;
  });
  const spread = spreadLabels(
    ends.map((y) => y ?? -1000),
    LABEL_GAP,
  );
  return (
    <g>
      <g clipPath={`url(#${clipId})`}>
        {lines.map((line) => (
          <path
            key={line.id}
            d={pathOf(line.points, scales)}
            fill="none"
            stroke={line.colour}
            strokeWidth={line.width}
            strokeDasharray={line.dashed ? '5 4' : undefined}
          />
        ))}
      </g>
      {lines.map((line, i) =>
        line.label && ends[i] !== null && ends[i]! >= box.top - 4 && ends[i]! <= box.top + box.height + 4 ? (
          <text
            key={line.id}
            x={box.left + box.width + 3}
            y={spread[i]}
            fontSize={10}
            fill={line.colour}
            dominantBaseline="middle"
            data-line-label={line.label}
          >
            {line.label}
          </text>
        ) : null,
      )}
    </g>
  );
});

/** SVG text is not measured before it is drawn: an estimate per character (CJK a full em, Latin about 0.55). */
function textWidth(text: string, fontSize: number): number {
  return [...text].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0x2e80 ? fontSize : fontSize * 0.55), 0);
}

const MARKER_COLOUR = '#7a4b00';
const MARKER_LINE_GAP = 13;

/** Events inside the view: a dashed line across the plot, its label at the top, staggered so neighbours stay apart. */
export const Markers = memo(function Markers({
  markers,
  scales,
  box,
  view,
}: {
  markers: readonly ChartMarker[];
  scales: Scales;
  box: Box;
  view: Extent;
}) {
  const shown = markers.filter((m) => m.x >= view.xMin && m.x <= view.xMax);
  const right = box.left + box.width;
  return (
    <g fontSize={10} fill={MARKER_COLOUR} data-markers="">
      {shown.map((marker, i) => {
        const x = scales.x(marker.x);
        // A label that would cross the plot's right edge runs leftwards from its line (width estimated as the legend's).
        const leftwards = x + 3 + textWidth(marker.label, 10) > right && x - 3 - textWidth(marker.label, 10) >= box.left;
        return (
          <g key={marker.id} data-marker={marker.label}>
            <line x1={x} x2={x} y1={box.top} y2={box.top + box.height} stroke={MARKER_COLOUR} strokeWidth={1} strokeDasharray="2 3" />
            <text x={leftwards ? x - 3 : x + 3} y={box.top + 10 + (i % 3) * MARKER_LINE_GAP} textAnchor={leftwards ? 'end' : 'start'}>
              {marker.label}
            </text>
          </g>
        );
      })}
    </g>
  );
});

const BONE_AGE_COLOUR = '#6b3fa0';

/**
 * Bone ages inside the view: the height again at the bone age as an open circle, a dashed line back to the point at
 * the child's age, and a short label above the open circle.
 */
export function BoneAges({ boneAges, scales, view }: { boneAges: readonly ChartBoneAge[]; scales: Scales; view: Extent }) {
  const shown = boneAges.filter((b) => Math.max(b.x, b.boneX) >= view.xMin && Math.min(b.x, b.boneX) <= view.xMax);
  return (
    <g data-bone-ages="" fontSize={10} fill={BONE_AGE_COLOUR}>
      {shown.map((b) => {
        const x = scales.x(b.x);
        const boneX = scales.x(b.boneX);
        const y = scales.y(b.y);
        return (
          <g key={b.id} data-bone-age={b.boneX.toFixed(2)}>
            <line x1={x} x2={boneX} y1={y} y2={y} stroke={BONE_AGE_COLOUR} strokeWidth={1.5} strokeDasharray="3 2" />
            <circle cx={boneX} cy={y} r={5} fill="#ffffff" stroke={BONE_AGE_COLOUR} strokeWidth={2} />
            <text x={boneX} y={y - 9} textAnchor="middle">
              {b.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Symbol({
  symbol,
  x,
  y,
  r,
  ...rest
}: { symbol: PointSymbol; x: number; y: number; r: number } & React.SVGProps<SVGPathElement & SVGCircleElement>) {
  if (symbol === 'triangle')
    return <path d={`M${x},${y - r * 1.2}L${x + r * 1.1},${y + r * 0.8}L${x - r * 1.1},${y + r * 0.8}Z`} {...rest} />;
  return <circle cx={x} cy={y} r={r} {...rest} />;
}

export function PointSeries({
  series,
  pixels,
  selected,
}: {
  series: ChartPointSeries;
  pixels: ReadonlyArray<{ x: number; y: number }>;
  selected: number | null;
}) {
  const line = pixels.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('');
  const chosen = selected !== null ? pixels[selected] : undefined;
  return (
    <g data-series={series.id}>
      {pixels.length > 1 ? <path d={line} fill="none" stroke={series.colour} strokeWidth={2} /> : null}
      {chosen ? (
        <circle cx={chosen.x} cy={chosen.y} r={10} fill="rgba(10, 92, 143, 0.15)" stroke={series.colour} strokeWidth={2} data-selected="" />
      ) : null}
      {pixels.map((p, i) => (
        <Symbol
          key={i}
          symbol={series.symbol}
          x={p.x}
          y={p.y}
          r={5}
          fill={series.colour}
          stroke="#ffffff"
          strokeWidth={2}
          data-point=""
          data-index={i}
        />
      ))}
    </g>
  );
}

export function Legend({ series, width }: { series: readonly ChartPointSeries[]; width: number }) {
  const widths = series.map((s) => 34 + textWidth(s.name, 13));
  const lefts = widths.map((_, i) => width - 8 - widths.slice(i).reduce((a, b) => a + b, 0));
  return (
    <g fontSize={13} fill={AXIS_COLOUR}>
      {series.map((s, i) => (
        <g key={s.id} transform={`translate(${lefts[i]} 14)`}>
          <line x1={0} x2={18} y1={0} y2={0} stroke={s.colour} strokeWidth={2.5} />
          <Symbol symbol={s.symbol} x={9} y={0} r={4} fill={s.colour} />
          <text x={24} y={0} dominantBaseline="middle">
            {s.name}
          </text>
        </g>
      ))}
    </g>
  );
}
